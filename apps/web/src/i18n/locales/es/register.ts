import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registro',
  modeLabel: 'Método de registro',
  emailMode: 'Correo electrónico',
  phoneMode: 'Teléfono',
  emailLabel: 'Correo electrónico',
  phoneLabel: 'Número de teléfono',
  codeLabel: 'Código de verificación',
  passwordLabel: 'Contraseña',
  confirmPasswordLabel: 'Confirmar contraseña',
  countryLabel: 'País/región',
  birthDateLegend: 'Fecha de nacimiento',
  yearLabel: 'Año',
  monthLabel: 'Mes',
  dayLabel: 'Día',
  submit: 'Registrarse',
  loginLink: '¿Ya tienes cuenta? Inicia sesión',
  logInNow: 'Iniciar sesión ahora',
  succeeded: 'Registro completado',
} satisfies LocaleShape<typeof en>;
