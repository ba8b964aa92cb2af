import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Resetowanie hasła',
  changeTitle: 'Zmiana hasła',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-mail / ID produktu',
  currentPasswordLabel: 'Obecne hasło',
  newPasswordLabel: 'Nowe hasło',
  confirmPasswordLabel: 'Potwierdź hasło',
  resetSubmit: 'Zresetuj hasło',
  changeSubmit: 'Zapisz',
  resetDone: 'Hasło zostało zresetowane. Zalogować się teraz?',
  loginLink: 'Wróć do logowania',
} satisfies LocaleShape<typeof en>;
