import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Fortsätt med {{name}}',
  or: 'eller',
  errorDenied: 'Inloggningen avbröts hos den andra leverantören. Inget har ändrats.',
  registerTitle: 'Skapa ditt konto',
  registerIntro:
    'Du loggar in med {{name}} som {{email}}. Några uppgifter behövs för att skapa ditt konto.',
  country: 'Land eller region',
  birthDate: 'Födelsedatum',
  createAccount: 'Skapa konto',
  linkTitle: 'Du har redan ett konto',
  linkIntro:
    'Det finns redan ett konto med {{email}}. Ange dess lösenord för att koppla {{name}} till det.',
  password: 'Lösenord',
  linkAndSignIn: 'Koppla och logga in',
  signingIn: 'Loggar in dig…',
  methodsTitle: 'Inloggningsmetoder',
  methodsNone: 'Inga andra inloggningsmetoder är kopplade.',
  linkMethod: 'Koppla {{name}}',
  unlink: 'Koppla bort',
  linkedDone: '{{name}} är nu kopplat till ditt konto.',
  unlinkedDone: 'Inloggningsmetoden kopplades bort.',
  proofLabel: 'Lösenord eller autentiseringskod',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
