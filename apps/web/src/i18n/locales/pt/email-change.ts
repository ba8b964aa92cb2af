import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Alterar e-mail',
  emailLabel: 'Novo e-mail',
  submit: 'Guardar',
} satisfies LocaleShape<typeof en>;
