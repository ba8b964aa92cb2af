import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Ladda ned dina data',
  exportText:
    'En kopia av allt ditt konto innehåller: profil, inloggningsidentiteter, godkända avtal, enheter, aktivitet, nycklar och de appar du har gett åtkomst. Upp till 5 nedladdningar per dag.',
  exportJson: 'Datafil (JSON)',
  exportJsonDetail: 'Maskinläsbar, för att ta med dina data till en annan tjänst',
  exportHtml: 'Läsbar sida (HTML)',
  exportHtmlDetail: 'På ditt språk, öppnas i alla webbläsare',
  download: 'Ladda ned',
  downloadLabel: 'Ladda ned: {{format}}',
  exportDone: 'Dina data har laddats ned.',
  proofTitle: 'Bekräfta att det är du',
  proofText: 'Ange ditt lösenord eller en kod från din autentiseringsapp.',
  proofLabel: 'Lösenord eller autentiseringskod',
  proofMissing: 'Ange ditt lösenord eller koden.',
  proofPasskey: 'Använd en nyckel i stället',
  confirm: 'Bekräfta',
  cancel: 'Avbryt',
  deleteTitle: 'Radera konto',
  deleteText:
    'Ditt konto inaktiveras direkt: du loggas ut på alla enheter, appar du har loggat in i förlorar åtkomsten och ingen kan logga in på det.',
  deleteGrace:
    'Det raderas för gott efter en ångerfrist. Fram till dess kan du behålla kontot med länken i meddelandet vi skickar till din kontaktadress.',
  deleteStart: 'Radera konto…',
  confirmLabel: 'Skriv {{account}} för att bekräfta',
  confirmMissing: 'Skriv {{account}} exakt som det visas.',
  deleteSubmit: 'Radera mitt konto',
  deletedTitle: 'Kontot har raderats',
  deletedText: 'Ditt konto har raderats och du har loggats ut.',
  deletedWhen:
    'Det raderas för gott den {{date}}. Om du vill behålla det, öppna länken i meddelandet vi skickade dig innan dess.',
  cancelTitle: 'Behåll ditt konto',
  cancelQuestion: 'Avbryta raderingen av ditt konto? Det blir aktivt igen och du kan logga in.',
  cancelSubmit: 'Behåll mitt konto',
  cancelDone: 'Raderingen har avbrutits. Ditt konto är aktivt igen: logga in för att använda det.',
  cancelInvalid:
    'Den här länken kan inte användas längre: den har redan använts eller har gått ut. Ett konto som raderats för gott kan inte återställas.',
  toLogin: 'Till inloggningen',
} satisfies LocaleShape<typeof en>;
