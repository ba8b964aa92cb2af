import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Je gegevens downloaden',
  exportText:
    'Een kopie van alles wat je account bevat: profiel, inloggegevens, geaccepteerde overeenkomsten, apparaten, activiteit, passkeys en de apps die je toegang hebt gegeven. Tot 5 downloads per dag.',
  exportJson: 'Gegevensbestand (JSON)',
  exportJsonDetail: 'Machineleesbaar, om je gegevens naar een andere dienst mee te nemen',
  exportHtml: 'Leesbare pagina (HTML)',
  exportHtmlDetail: 'In jouw taal, opent in elke browser',
  download: 'Downloaden',
  downloadLabel: 'Downloaden: {{format}}',
  exportDone: 'Je gegevens zijn gedownload.',
  proofTitle: 'Bevestig dat jij het bent',
  proofText: 'Voer je wachtwoord in, of een code uit je authenticator-app.',
  proofLabel: 'Wachtwoord of authenticatorcode',
  proofMissing: 'Voer je wachtwoord of de code in.',
  proofPasskey: 'Gebruik in plaats daarvan een passkey',
  confirm: 'Bevestigen',
  cancel: 'Annuleren',
  deleteTitle: 'Account verwijderen',
  deleteText:
    'Je account wordt meteen gedeactiveerd: je wordt op alle apparaten uitgelogd, apps waarbij je bent ingelogd verliezen de toegang en niemand kan er nog mee inloggen.',
  deleteGrace:
    'Na een bedenktijd wordt het definitief gewist. Tot die tijd behoud je het account met de link in het bericht dat we naar je contactadres sturen.',
  deleteStart: 'Account verwijderen…',
  confirmLabel: 'Typ ter bevestiging {{account}}',
  confirmMissing: 'Typ {{account}} precies zoals getoond.',
  deleteSubmit: 'Mijn account verwijderen',
  deletedTitle: 'Account verwijderd',
  deletedText: 'Je account is verwijderd en je bent uitgelogd.',
  deletedWhen:
    'Het wordt gewist op {{date}}. Wil je het houden, open dan vóór die datum de link in het bericht dat we je hebben gestuurd.',
  cancelTitle: 'Je account behouden',
  cancelQuestion:
    'De verwijdering van je account annuleren? Het wordt weer actief en je kunt inloggen.',
  cancelSubmit: 'Mijn account behouden',
  cancelDone:
    'De verwijdering is geannuleerd. Je account is weer actief: log in om het te gebruiken.',
  cancelInvalid:
    'Deze link kan niet meer worden gebruikt: hij is al gebruikt of verlopen. Een gewist account kan niet worden hersteld.',
  toLogin: 'Naar inloggen',
} satisfies LocaleShape<typeof en>;
