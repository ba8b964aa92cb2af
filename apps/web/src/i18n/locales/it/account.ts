import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Il mio account',
  email: 'E-mail',
  productId: 'ID prodotto',
  country: 'Paese/regione',
  phone: 'Telefono',
  notSet: 'Non impostato',
  changePasswordLink: 'Cambia password',
  changeEmailLink: 'Cambia indirizzo e-mail',
  logoutLink: 'Esci',
} satisfies LocaleShape<typeof en>;
