import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Mein Konto',
  email: 'E-Mail',
  productId: 'Produkt-ID',
  country: 'Land/Region',
  phone: 'Telefon',
  notSet: 'Nicht festgelegt',
  changePasswordLink: 'Passwort ändern',
  changeEmailLink: 'E-Mail-Adresse ändern',
  logoutLink: 'Abmelden',
} satisfies LocaleShape<typeof en>;
