import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Vaihda sähköposti',
  emailLabel: 'Uusi sähköposti',
  currentPasswordLabel: 'Nykyinen salasana',
  currentPasswordHint: 'Suojaa tilisi vahvistamalla muutos salasanallasi.',
  submit: 'Tallenna',
  undoTitle: 'Kumoa sähköpostin muutos',
  undoQuestion: 'Palautetaanko tämä sähköpostiosoite tilillesi? Kaikki laitteet kirjataan ulos.',
  undoSubmit: 'Kumoa muutos',
  undoDone:
    'Sähköpostiosoitteesi on palautettu ja kaikki laitteet on kirjattu ulos. Kirjaudu sisään ja nollaa salasanasi, jos joku muu tiesi sen.',
  undoToLogin: 'Siirry kirjautumiseen',
} satisfies LocaleShape<typeof en>;
