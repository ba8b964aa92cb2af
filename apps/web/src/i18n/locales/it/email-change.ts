import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Cambia indirizzo e-mail',
  emailLabel: 'Nuovo indirizzo e-mail',
  currentPasswordLabel: 'Password attuale',
  currentPasswordHint: 'Per proteggere il tuo account, conferma la modifica con la tua password.',
  submit: 'Salva',
} satisfies LocaleShape<typeof en>;
