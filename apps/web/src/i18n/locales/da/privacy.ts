import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Download dine data',
  exportText:
    'En kopi af alt, hvad din konto indeholder: profil, login-identifikatorer, accepterede aftaler, enheder, aktivitet, adgangsnøgler og de apps, du har givet adgang. Op til 5 downloads om dagen.',
  exportJson: 'Datafil (JSON)',
  exportJsonDetail: 'Maskinlæsbar, så du kan tage dine data med til en anden tjeneste',
  exportHtml: 'Læsbar side (HTML)',
  exportHtmlDetail: 'På dit sprog, åbner i enhver browser',
  download: 'Hent',
  downloadLabel: 'Hent: {{format}}',
  exportDone: 'Dine data er downloadet.',
  proofTitle: 'Bekræft, at det er dig',
  proofText: 'Indtast din adgangskode eller en kode fra din godkendelsesapp.',
  proofLabel: 'Adgangskode eller godkendelseskode',
  proofMissing: 'Indtast din adgangskode eller koden.',
  proofPasskey: 'Brug en adgangsnøgle i stedet',
  confirm: 'Bekræft',
  cancel: 'Annuller',
  deleteTitle: 'Slet konto',
  deleteText:
    'Din konto deaktiveres med det samme: du logges ud på alle enheder, apps, du har logget ind på, mister adgangen, og ingen kan logge ind på den.',
  deleteGrace:
    'Den slettes endeligt efter en fortrydelsesperiode. Indtil da kan du beholde kontoen med linket i den besked, vi sender til din kontaktadresse.',
  deleteStart: 'Slet konto…',
  confirmLabel: 'Skriv {{account}} for at bekræfte',
  confirmMissing: 'Skriv {{account}} præcis som vist.',
  deleteSubmit: 'Slet min konto',
  deletedTitle: 'Konto slettet',
  deletedText: 'Din konto er slettet, og du er logget ud.',
  deletedWhen:
    'Den slettes endeligt den {{date}}. Vil du beholde den, så åbn linket i den besked, vi har sendt dig, inden da.',
  cancelTitle: 'Behold din konto',
  cancelQuestion: 'Annullere sletningen af din konto? Den bliver aktiv igen, og du kan logge ind.',
  cancelSubmit: 'Behold min konto',
  cancelDone: 'Sletningen er annulleret. Din konto er aktiv igen: log ind for at bruge den.',
  cancelInvalid:
    'Dette link kan ikke længere bruges: det er allerede brugt eller udløbet. En endeligt slettet konto kan ikke gendannes.',
  toLogin: 'Gå til login',
} satisfies LocaleShape<typeof en>;
