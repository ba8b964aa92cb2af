import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Logg inn',
  modeLabel: 'Innloggingsmetode',
  passwordMode: 'Passord',
  codeMode: 'Bekreftelseskode',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-post / produkt-ID',
  passwordLabel: 'Passord',
  countryLabel: 'Land/region',
  submit: 'Logg inn',
  passkeySignIn: 'Logg inn med tilgangsnøkkel',
  passkeyFailed: 'Ingen tilgangsnøkkel ble brukt.',
  forgotPassword: 'Glemt passordet?',
  registerLink: 'Ny bruker? Registrer deg',
  welcomeBack: 'Velkommen tilbake',
  doubleCheckTitle: 'Sikkerhetsbekreftelse',
  doubleCheckText: 'Av sikkerhetshensyn sender vi en bekreftelseskode til {{destination}}.',
  doubleCheckConfirm: 'Bekreft',
  back: 'Tilbake',
  clientRefusedTitle: 'Pålogging ikke mulig',
  clientRefusedContinue: 'Fortsett til vanlig pålogging',
} satisfies LocaleShape<typeof en>;
