import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} giver os ingen bekræftet e-mailadresse. Indtast din og den kode, vi sender til den; med få oplysninger mere oprettes din konto.',
  email: 'E-mailadresse',
  haveAccount: 'Jeg har allerede en konto',
  linkTitle: 'Knyt til din konto',
  linkIntro: 'Indtast e-mailadressen og adgangskoden til din konto for at knytte {{name}} til den.',
  takenIntro:
    'Denne adresse har allerede en konto. Indtast dens adgangskode for at knytte {{name}} til den.',
  createInstead: 'Opret en ny konto i stedet',
} satisfies LocaleShape<typeof en>;
