import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Last ned dataene dine',
  exportText:
    'En kopi av alt kontoen din inneholder: profil, påloggingsidentifikatorer, godtatte avtaler, enheter, aktivitet, tilgangsnøkler og appene du har gitt tilgang. Opptil 5 nedlastinger per dag.',
  exportJson: 'Datafil (JSON)',
  exportJsonDetail: 'Maskinlesbar, for å ta med dataene dine til en annen tjeneste',
  exportHtml: 'Lesbar side (HTML)',
  exportHtmlDetail: 'På ditt språk, åpnes i alle nettlesere',
  download: 'Last ned',
  downloadLabel: 'Last ned: {{format}}',
  exportDone: 'Dataene dine er lastet ned.',
  proofTitle: 'Bekreft at det er deg',
  proofText: 'Skriv inn passordet ditt eller en kode fra autentiseringsappen.',
  proofLabel: 'Passord eller autentiseringskode',
  proofMissing: 'Skriv inn passordet eller koden.',
  proofPasskey: 'Bruk en tilgangsnøkkel i stedet',
  confirm: 'Bekreft',
  cancel: 'Avbryt',
  deleteTitle: 'Slett konto',
  deleteText:
    'Kontoen din deaktiveres med en gang: du logges ut på alle enheter, apper du har logget på mister tilgangen, og ingen kan logge på den.',
  deleteGrace:
    'Den slettes for godt etter en angrefrist. Frem til da kan du beholde kontoen med lenken i varselet vi sender til kontaktadressen din.',
  deleteStart: 'Slett konto…',
  confirmLabel: 'Skriv {{account}} for å bekrefte',
  confirmMissing: 'Skriv {{account}} nøyaktig slik det vises.',
  deleteSubmit: 'Slett kontoen min',
  deletedTitle: 'Kontoen er slettet',
  deletedText: 'Kontoen din er slettet, og du er logget ut.',
  deletedWhen:
    'Den slettes for godt {{date}}. For å beholde den, åpne lenken i varselet vi sendte deg før den tid.',
  cancelTitle: 'Behold kontoen din',
  cancelQuestion: 'Avbryte slettingen av kontoen din? Den blir aktiv igjen, og du kan logge på.',
  cancelSubmit: 'Behold kontoen min',
  cancelDone: 'Slettingen er avbrutt. Kontoen din er aktiv igjen: logg på for å bruke den.',
  cancelInvalid:
    'Denne lenken kan ikke brukes lenger: den er allerede brukt eller har utløpt. En konto som er slettet for godt, kan ikke gjenopprettes.',
  toLogin: 'Gå til innlogging',
} satisfies LocaleShape<typeof en>;
