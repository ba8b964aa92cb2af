import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'La contraseña debe tener entre 8 y 16 caracteres y puede contener letras, números y/o caracteres especiales.',
  passwordMismatch: 'Las contraseñas no coinciden. Inténtalo de nuevo.',
  passwordRequired: 'Introduce tu contraseña.',
  invalidEmail: 'Correo electrónico no válido',
  emailLength: 'El correo electrónico debe tener menos de 45 caracteres.',
  invalidPhone: 'Introduce un número de teléfono válido',
  invalidMobileNumber: 'Número de móvil no válido, vuelve a introducirlo',
  areaCodeRequired: 'Debes seleccionar un prefijo.',
  phoneNotAvailable:
    'El inicio de sesión con teléfono no está disponible en tu región. Usa tu correo electrónico o tu ID de producto.',
  invalidAccountNoPhone: 'Introduce tu correo electrónico o tu ID de producto.',
  accountRequired: 'Introduce tu cuenta.',
  invalidAccount:
    'Introduce un número de teléfono con su prefijo de país (+…), un correo electrónico o un ID de producto.',
  invalidCode: 'Código de verificación incorrecto.',
  codeNotRequested: 'Primero solicita que te enviemos un código.',
  agreementRequired: 'Lee y acepta el Acuerdo de usuario y la Política de privacidad.',
  invalidBirthDate: 'Elige una fecha de nacimiento válida.',
  invalidCountry: 'Elige un país o región.',
} satisfies LocaleShape<typeof en>;
