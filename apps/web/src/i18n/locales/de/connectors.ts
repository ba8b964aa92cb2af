import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Weiter mit {{name}}',
  or: 'oder',
  errorDenied: 'Die Anmeldung wurde beim anderen Anbieter abgebrochen. Es wurde nichts geändert.',
  registerTitle: 'Konto erstellen',
  registerIntro:
    'Sie melden sich mit {{name}} als {{email}} an. Für Ihr Konto fehlen noch einige Angaben.',
  country: 'Land oder Region',
  birthDate: 'Geburtsdatum',
  createAccount: 'Konto erstellen',
  linkTitle: 'Sie haben bereits ein Konto',
  linkIntro:
    'Ein Konto mit {{email}} existiert bereits. Um {{name}} damit zu verknüpfen, geben Sie sein Passwort oder einen an es gesendeten Code ein oder verwenden Sie seinen Passkey.',
  password: 'Passwort',
  linkAndSignIn: 'Verknüpfen und anmelden',
  linkWithPasskey: 'Passkey verwenden',
  signingIn: 'Sie werden angemeldet…',
  methodsTitle: 'Anmeldemethoden',
  methodsNone: 'Keine weiteren Anmeldemethoden verknüpft.',
  linkMethod: '{{name}} verknüpfen',
  unlink: 'Entfernen',
  linkedDone: '{{name}} ist jetzt mit Ihrem Konto verknüpft.',
  unlinkedDone: 'Die Anmeldemethode wurde entfernt.',
  proofLabel: 'Passwort oder Authenticator-Code',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
