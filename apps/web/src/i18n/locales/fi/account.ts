import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Oma tili',
  email: 'Sähköposti',
  productId: 'Tuotetunnus',
  country: 'Maa/alue',
  phone: 'Puhelin',
  notSet: 'Ei asetettu',
  changePasswordLink: 'Vaihda salasana',
  changeEmailLink: 'Vaihda sähköposti',
  logoutLink: 'Kirjaudu ulos',
} satisfies LocaleShape<typeof en>;
