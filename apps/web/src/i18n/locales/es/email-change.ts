import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Cambiar correo electrónico',
  emailLabel: 'Nuevo correo electrónico',
  submit: 'Guardar',
} satisfies LocaleShape<typeof en>;
