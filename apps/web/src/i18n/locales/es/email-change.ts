import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Cambiar correo electrónico',
  emailLabel: 'Nuevo correo electrónico',
  currentPasswordLabel: 'Contraseña actual',
  currentPasswordHint: 'Para proteger su cuenta, confirme el cambio con su contraseña.',
  submit: 'Guardar',
} satisfies LocaleShape<typeof en>;
