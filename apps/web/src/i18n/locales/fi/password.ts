import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Nollaa salasana',
  changeTitle: 'Vaihda salasana',
  accountLabel: 'Tili',
  accountPlaceholder: 'Puhelin / sähköposti / tuotetunnus',
  currentPasswordLabel: 'Nykyinen salasana',
  newPasswordLabel: 'Uusi salasana',
  confirmPasswordLabel: 'Vahvista salasana',
  resetSubmit: 'Nollaa salasana',
  changeSubmit: 'Tallenna',
  resetDone: 'Salasanasi on nollattu. Haluatko kirjautua sisään nyt?',
  loginLink: 'Takaisin kirjautumiseen',
} satisfies LocaleShape<typeof en>;
