import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Moje konto',
  email: 'E-mail',
  productId: 'ID produktu',
  country: 'Kraj/region',
  phone: 'Telefon',
  notSet: 'Nie ustawiono',
  changePasswordLink: 'Zmień hasło',
  changeEmailLink: 'Zmień adres e-mail',
  logoutLink: 'Wyloguj się',
} satisfies LocaleShape<typeof en>;
