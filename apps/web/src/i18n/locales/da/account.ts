import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Min konto',
  email: 'E-mail',
  productId: 'Produkt-id',
  country: 'Land/område',
  phone: 'Telefon',
  notSet: 'Ikke angivet',
  changePasswordLink: 'Skift adgangskode',
  changeEmailLink: 'Skift e-mail',
  logoutLink: 'Log ud',
} satisfies LocaleShape<typeof en>;
