import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-Mail-Adresse ändern',
  emailLabel: 'Neue E-Mail-Adresse',
  currentPasswordLabel: 'Aktuelles Passwort',
  currentPasswordHint: 'Bestätigen Sie die Änderung zum Schutz Ihres Kontos mit Ihrem Passwort.',
  submit: 'Speichern',
} satisfies LocaleShape<typeof en>;
