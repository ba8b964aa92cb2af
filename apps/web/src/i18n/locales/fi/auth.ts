import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Kirjaudu sisään',
  modeLabel: 'Kirjautumistapa',
  passwordMode: 'Salasana',
  codeMode: 'Vahvistuskoodi',
  accountLabel: 'Tili',
  accountPlaceholder: 'Puhelin / sähköposti / tuotetunnus',
  passwordLabel: 'Salasana',
  countryLabel: 'Maa/alue',
  submit: 'Kirjaudu sisään',
  passkeySignIn: 'Kirjaudu pääsyavaimella',
  passkeyFailed: 'Pääsyavainta ei käytetty.',
  forgotPassword: 'Unohtuiko salasana?',
  registerLink: 'Uusi käyttäjä? Rekisteröidy',
  welcomeBack: 'Tervetuloa takaisin',
  doubleCheckTitle: 'Turvallisuusvahvistus',
  doubleCheckText:
    'Turvallisuutesi vuoksi vahvistuskoodi lähetetään osoitteeseen tai numeroon {{destination}}.',
  doubleCheckConfirm: 'Vahvista',
  back: 'Takaisin',
  clientRefusedTitle: 'Kirjautuminen ei ole mahdollista',
  clientRefusedContinue: 'Jatka tavalliseen kirjautumiseen',
} satisfies LocaleShape<typeof en>;
