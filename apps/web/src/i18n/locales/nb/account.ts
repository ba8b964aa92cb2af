import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Kontoen min',
  email: 'E-post',
  productId: 'Produkt-ID',
  country: 'Land/region',
  phone: 'Telefon',
  notSet: 'Ikke angitt',
  changePasswordLink: 'Endre passord',
  changeEmailLink: 'Endre e-post',
  logoutLink: 'Logg ut',
} satisfies LocaleShape<typeof en>;
