import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Zmiana adresu e-mail',
  emailLabel: 'Nowy adres e-mail',
  currentPasswordLabel: 'Obecne hasło',
  currentPasswordHint: 'Aby chronić konto, potwierdź zmianę hasłem.',
  submit: 'Zapisz',
} satisfies LocaleShape<typeof en>;
