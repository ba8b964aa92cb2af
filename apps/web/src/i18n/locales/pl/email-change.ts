import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Zmiana adresu e-mail',
  emailLabel: 'Nowy adres e-mail',
  currentPasswordLabel: 'Obecne hasło',
  currentPasswordHint: 'Aby chronić konto, potwierdź zmianę hasłem.',
  submit: 'Zapisz',
  undoTitle: 'Cofnij zmianę adresu e-mail',
  undoQuestion: 'Przywrócić ten adres e-mail na koncie? Wszystkie urządzenia zostaną wylogowane.',
  undoSubmit: 'Cofnij zmianę',
  undoDone:
    'Adres e-mail został przywrócony, a wszystkie urządzenia wylogowane. Zaloguj się i zresetuj hasło, jeśli znał je ktoś inny.',
  undoToLogin: 'Przejdź do logowania',
} satisfies LocaleShape<typeof en>;
