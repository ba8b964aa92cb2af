import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Ihre Daten herunterladen',
  exportText:
    'Eine Kopie von allem, was Ihr Konto enthält: Profil, Anmeldekennungen, akzeptierte Vereinbarungen, Geräte, Aktivität, Passkeys und die Apps, denen Sie Zugriff erlaubt haben. Bis zu 5 Downloads pro Tag.',
  exportJson: 'Datendatei (JSON)',
  exportJsonDetail: 'Maschinenlesbar, um Ihre Daten zu einem anderen Dienst mitzunehmen',
  exportHtml: 'Lesbare Seite (HTML)',
  exportHtmlDetail: 'In Ihrer Sprache, öffnet sich in jedem Browser',
  download: 'Herunterladen',
  downloadLabel: 'Herunterladen: {{format}}',
  exportDone: 'Ihre Daten wurden heruntergeladen.',
  proofTitle: 'Bestätigen Sie, dass Sie es sind',
  proofText: 'Geben Sie Ihr Passwort oder einen Code aus Ihrer Authenticator-App ein.',
  proofLabel: 'Passwort oder Authenticator-Code',
  proofMissing: 'Geben Sie Ihr Passwort oder den Code ein.',
  proofPasskey: 'Stattdessen einen Passkey verwenden',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  deleteTitle: 'Konto löschen',
  deleteText:
    'Ihr Konto wird sofort deaktiviert: Sie werden auf allen Geräten abgemeldet, Apps, bei denen Sie sich angemeldet haben, verlieren den Zugriff, und niemand kann sich mehr damit anmelden.',
  deleteGrace:
    'Nach einer Karenzzeit wird es endgültig gelöscht. Bis dahin können Sie das Konto mit dem Link in der Benachrichtigung behalten, die wir an Ihre Kontaktadresse senden.',
  deleteStart: 'Konto löschen…',
  confirmLabel: 'Geben Sie zur Bestätigung {{account}} ein',
  confirmMissing: 'Geben Sie {{account}} genau wie angezeigt ein.',
  deleteSubmit: 'Mein Konto löschen',
  deletedTitle: 'Konto gelöscht',
  deletedText: 'Ihr Konto wurde gelöscht und Sie wurden abgemeldet.',
  deletedWhen:
    'Es wird am {{date}} endgültig gelöscht. Um es zu behalten, öffnen Sie vorher den Link in der Benachrichtigung, die wir Ihnen gesendet haben.',
  cancelTitle: 'Konto behalten',
  cancelQuestion:
    'Die Löschung Ihres Kontos abbrechen? Es wird wieder aktiv und Sie können sich anmelden.',
  cancelSubmit: 'Mein Konto behalten',
  cancelDone:
    'Die Löschung wurde abgebrochen. Ihr Konto ist wieder aktiv: Melden Sie sich an, um es zu nutzen.',
  cancelInvalid:
    'Dieser Link kann nicht mehr verwendet werden: Er wurde bereits benutzt oder ist abgelaufen. Ein endgültig gelöschtes Konto kann nicht wiederhergestellt werden.',
  toLogin: 'Zur Anmeldung',
} satisfies LocaleShape<typeof en>;
