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
    'Det finns redan ett konto med {{email}}. Om du vill koppla {{name}} till det anger du dess lösenord eller en kod som skickas till det, eller använder dess nyckel.',
  password: 'Lösenord',
  linkAndSignIn: 'Koppla och logga in',
  linkWithPasskey: 'Använd en nyckel',
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
