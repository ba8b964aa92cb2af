import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Cambiar correo electrónico',
  emailLabel: 'Nuevo correo electrónico',
  currentPasswordLabel: 'Contraseña actual',
  currentPasswordHint: 'Para proteger su cuenta, confirme el cambio con su contraseña.',
  submit: 'Guardar',
  undoTitle: 'Deshacer el cambio de correo',
  undoQuestion:
    '¿Restaurar esta dirección de correo en tu cuenta? Se cerrará la sesión en todos los dispositivos.',
  undoSubmit: 'Deshacer el cambio',
  undoDone:
    'Tu dirección de correo se ha restaurado y se ha cerrado la sesión en todos los dispositivos. Inicia sesión y restablece tu contraseña si otra persona la conocía.',
  undoToLogin: 'Ir al inicio de sesión',
} satisfies LocaleShape<typeof en>;
