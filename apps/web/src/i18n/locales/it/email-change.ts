import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Cambia indirizzo e-mail',
  emailLabel: 'Nuovo indirizzo e-mail',
  submit: 'Salva',
} satisfies LocaleShape<typeof en>;
