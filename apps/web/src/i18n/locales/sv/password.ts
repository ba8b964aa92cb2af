import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Återställ lösenord',
  changeTitle: 'Ändra lösenord',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-post / produkt-ID',
  currentPasswordLabel: 'Nuvarande lösenord',
  newPasswordLabel: 'Nytt lösenord',
  confirmPasswordLabel: 'Bekräfta lösenordet',
  resetSubmit: 'Återställ lösenord',
  changeSubmit: 'Spara',
  resetDone: 'Ditt lösenord har återställts. Vill du logga in nu?',
  loginLink: 'Tillbaka till inloggningen',
} satisfies LocaleShape<typeof en>;
