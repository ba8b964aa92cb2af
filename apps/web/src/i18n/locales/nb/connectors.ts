import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Fortsett med {{name}}',
  or: 'eller',
  errorDenied: 'Påloggingen ble avbrutt hos den andre leverandøren. Ingenting er endret.',
  registerTitle: 'Opprett kontoen din',
  registerIntro:
    'Du logger på med {{name}} som {{email}}. Noen opplysninger trengs for å opprette kontoen din.',
  country: 'Land eller region',
  birthDate: 'Fødselsdato',
  createAccount: 'Opprett konto',
  linkTitle: 'Du har allerede en konto',
  linkIntro:
    'Det finnes allerede en konto med {{email}}. For å koble {{name}} til den, skriv inn passordet eller en kode som sendes til den, eller bruk tilgangsnøkkelen.',
  password: 'Passord',
  linkAndSignIn: 'Koble til og logg på',
  linkWithPasskey: 'Bruk en tilgangsnøkkel',
  signingIn: 'Logger deg på…',
  methodsTitle: 'Påloggingsmetoder',
  methodsNone: 'Ingen andre påloggingsmetoder er koblet til.',
  linkMethod: 'Koble til {{name}}',
  unlink: 'Koble fra',
  linkedDone: '{{name}} er nå koblet til kontoen din.',
  unlinkedDone: 'Påloggingsmetoden ble koblet fra.',
  proofLabel: 'Passord eller autentiseringskode',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
