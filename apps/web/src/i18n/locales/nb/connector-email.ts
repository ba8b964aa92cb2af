import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} gir oss ingen bekreftet e-postadresse. Skriv inn din og koden vi sender til den; med noen få opplysninger til opprettes kontoen.',
  email: 'E-postadresse',
  haveAccount: 'Jeg har allerede en konto',
  linkTitle: 'Koble til kontoen din',
  linkIntro:
    'Skriv inn e-postadressen til kontoen din og passordet eller en kode som sendes til den, eller bruk tilgangsnøkkelen, for å koble {{name}} til den.',
  takenIntro:
    'Denne adressen har allerede en konto. Skriv inn passordet eller en kode som sendes til den, eller bruk tilgangsnøkkelen, for å koble {{name}} til den.',
  createInstead: 'Opprett en ny konto i stedet',
} satisfies LocaleShape<typeof en>;
