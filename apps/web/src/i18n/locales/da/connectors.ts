import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Fortsæt med {{name}}',
  or: 'eller',
  errorDenied: 'Login blev annulleret hos den anden udbyder. Intet er ændret.',
  registerTitle: 'Opret din konto',
  registerIntro:
    'Du logger ind med {{name}} som {{email}}. Der mangler nogle oplysninger for at oprette din konto.',
  country: 'Land eller område',
  birthDate: 'Fødselsdato',
  createAccount: 'Opret konto',
  linkTitle: 'Du har allerede en konto',
  linkIntro:
    'Der findes allerede en konto med {{email}}. For at knytte {{name}} til den skal du indtaste dens adgangskode eller en kode, der sendes til den, eller bruge dens adgangsnøgle.',
  password: 'Adgangskode',
  linkAndSignIn: 'Tilknyt og log ind',
  linkWithPasskey: 'Brug en adgangsnøgle',
  signingIn: 'Logger dig ind…',
  methodsTitle: 'Loginmetoder',
  methodsNone: 'Ingen andre loginmetoder er tilknyttet.',
  linkMethod: 'Tilknyt {{name}}',
  unlink: 'Fjern',
  linkedDone: '{{name}} er nu knyttet til din konto.',
  unlinkedDone: 'Loginmetoden blev fjernet.',
  proofLabel: 'Adgangskode eller godkendelseskode',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
