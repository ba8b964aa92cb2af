import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Mijn account',
  email: 'E-mail',
  productId: 'Product-ID',
  country: 'Land/regio',
  phone: 'Telefoon',
  notSet: 'Niet ingesteld',
  changePasswordLink: 'Wachtwoord wijzigen',
  changeEmailLink: 'E-mailadres wijzigen',
  logoutLink: 'Uitloggen',
} satisfies LocaleShape<typeof en>;
