import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-Mail-Adresse ändern',
  emailLabel: 'Neue E-Mail-Adresse',
  currentPasswordLabel: 'Aktuelles Passwort',
  currentPasswordHint: 'Bestätigen Sie die Änderung zum Schutz Ihres Kontos mit Ihrem Passwort.',
  submit: 'Speichern',
  undoTitle: 'E-Mail-Änderung rückgängig machen',
  undoQuestion:
    'Diese E-Mail-Adresse für Ihr Konto wiederherstellen? Alle Geräte werden abgemeldet.',
  undoSubmit: 'Änderung rückgängig machen',
  undoDone:
    'Ihre E-Mail-Adresse ist wiederhergestellt und alle Geräte sind abgemeldet. Melden Sie sich an und setzen Sie Ihr Passwort zurück, falls jemand anderes es kannte.',
  undoToLogin: 'Zur Anmeldung',
} satisfies LocaleShape<typeof en>;
