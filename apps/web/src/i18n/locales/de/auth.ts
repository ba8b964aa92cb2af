import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Anmelden',
  modeLabel: 'Anmeldemethode',
  passwordMode: 'Passwort',
  codeMode: 'Bestätigungscode',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / E-Mail / Produkt-ID',
  passwordLabel: 'Passwort',
  countryLabel: 'Land/Region',
  submit: 'Anmelden',
  passkeySignIn: 'Mit Passkey anmelden',
  passkeyFailed: 'Es wurde kein Passkey verwendet.',
  forgotPassword: 'Passwort vergessen?',
  registerLink: 'Neu hier? Registrieren',
  welcomeBack: 'Willkommen zurück',
  doubleCheckTitle: 'Sicherheitsüberprüfung',
  doubleCheckText: 'Zu Ihrer Sicherheit wird ein Bestätigungscode an {{destination}} gesendet.',
  doubleCheckConfirm: 'Bestätigen',
  back: 'Zurück',
  clientRefusedTitle: 'Anmeldung nicht möglich',
  clientRefusedContinue: 'Weiter zur normalen Anmeldung',
} satisfies LocaleShape<typeof en>;
