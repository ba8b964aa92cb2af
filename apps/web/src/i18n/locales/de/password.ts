import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Passwort zurücksetzen',
  changeTitle: 'Passwort ändern',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / E-Mail / Produkt-ID',
  currentPasswordLabel: 'Aktuelles Passwort',
  newPasswordLabel: 'Neues Passwort',
  confirmPasswordLabel: 'Passwort bestätigen',
  resetSubmit: 'Passwort zurücksetzen',
  changeSubmit: 'Speichern',
  resetDone: 'Ihr Passwort wurde zurückgesetzt. Jetzt anmelden?',
  loginLink: 'Zurück zur Anmeldung',
} satisfies LocaleShape<typeof en>;
