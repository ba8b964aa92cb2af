import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} ger oss ingen verifierad e-postadress. Ange din och koden vi skickar dit; med några få uppgifter till skapas ditt konto.',
  email: 'E-postadress',
  haveAccount: 'Jag har redan ett konto',
  linkTitle: 'Koppla till ditt konto',
  linkIntro:
    'Ange e-postadressen till ditt konto och dess lösenord eller en kod som skickas till det, eller använd dess nyckel, för att koppla {{name}} till det.',
  takenIntro:
    'Den här adressen har redan ett konto. Ange dess lösenord eller en kod som skickas till det, eller använd dess nyckel, för att koppla {{name}} till det.',
  createInstead: 'Skapa ett nytt konto i stället',
} satisfies LocaleShape<typeof en>;
