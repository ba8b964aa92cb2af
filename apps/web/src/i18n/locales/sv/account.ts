import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Mitt konto',
  email: 'E-post',
  productId: 'Produkt-ID',
  country: 'Land/region',
  phone: 'Telefon',
  notSet: 'Inte angivet',
  changePasswordLink: 'Ändra lösenord',
  changeEmailLink: 'Ändra e-post',
  logoutLink: 'Logga ut',
} satisfies LocaleShape<typeof en>;
