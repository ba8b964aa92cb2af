import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} giver os ingen bekræftet e-mailadresse. Indtast din og den kode, vi sender til den; med få oplysninger mere oprettes din konto.',
  email: 'E-mailadresse',
  haveAccount: 'Jeg har allerede en konto',
  linkTitle: 'Knyt til din konto',
  linkIntro:
    'Indtast din kontos e-mailadresse og dens adgangskode eller en kode, der sendes til den, eller brug dens adgangsnøgle for at knytte {{name}} til den.',
  takenIntro:
    'Der findes allerede en konto med denne adresse. Indtast dens adgangskode eller en kode, der sendes til den, eller brug dens adgangsnøgle for at knytte {{name}} til den.',
  createInstead: 'Opret en ny konto i stedet',
} satisfies LocaleShape<typeof en>;
