import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Restablecer contraseña',
  changeTitle: 'Cambiar contraseña',
  accountLabel: 'Cuenta',
  accountPlaceholder: 'Teléfono / correo / ID de producto',
  currentPasswordLabel: 'Contraseña actual',
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirmar contraseña',
  resetSubmit: 'Restablecer contraseña',
  changeSubmit: 'Guardar',
  resetDone: 'Se ha restablecido tu contraseña. ¿Quieres iniciar sesión ahora?',
  loginLink: 'Volver a iniciar sesión',
} satisfies LocaleShape<typeof en>;
