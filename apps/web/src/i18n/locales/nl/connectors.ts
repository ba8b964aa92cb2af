import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Doorgaan met {{name}}',
  or: 'of',
  errorDenied: 'Het aanmelden is bij de andere aanbieder geannuleerd. Er is niets gewijzigd.',
  registerTitle: 'Maak je account aan',
  registerIntro:
    'Je meldt je aan met {{name}} als {{email}}. Voor je account zijn nog enkele gegevens nodig.',
  country: 'Land of regio',
  birthDate: 'Geboortedatum',
  createAccount: 'Account aanmaken',
  linkTitle: 'Je hebt al een account',
  linkIntro:
    'Er bestaat al een account met {{email}}. Om {{name}} eraan te koppelen, voer je het wachtwoord of een code in die ernaartoe wordt gestuurd, of gebruik je de passkey.',
  password: 'Wachtwoord',
  linkAndSignIn: 'Koppelen en aanmelden',
  linkWithPasskey: 'Passkey gebruiken',
  signingIn: 'Je wordt aangemeld…',
  methodsTitle: 'Aanmeldmethoden',
  methodsNone: 'Geen andere aanmeldmethoden gekoppeld.',
  linkMethod: '{{name}} koppelen',
  unlink: 'Ontkoppelen',
  linkedDone: '{{name}} is nu aan je account gekoppeld.',
  unlinkedDone: 'De aanmeldmethode is ontkoppeld.',
  proofLabel: 'Wachtwoord of authenticatorcode',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
