import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Iniciar sesión',
  modeLabel: 'Método de inicio de sesión',
  passwordMode: 'Contraseña',
  codeMode: 'Código de verificación',
  accountLabel: 'Cuenta',
  accountPlaceholder: 'Teléfono / correo / ID de producto',
  passwordLabel: 'Contraseña',
  countryLabel: 'País/región',
  submit: 'Iniciar sesión',
  passkeySignIn: 'Iniciar sesión con una llave de acceso',
  passkeyFailed: 'No se usó ninguna llave de acceso.',
  forgotPassword: '¿Has olvidado tu contraseña?',
  registerLink: '¿No tienes cuenta? Regístrate',
  welcomeBack: 'Te damos la bienvenida de nuevo',
  doubleCheckTitle: 'Verificación de seguridad',
  doubleCheckText: 'Por tu seguridad, te enviaremos un código de verificación a {{destination}}.',
  doubleCheckConfirm: 'Confirmar',
  back: 'Atrás',
  clientRefusedTitle: 'No es posible iniciar sesión',
  clientRefusedContinue: 'Continuar al inicio de sesión normal',
} satisfies LocaleShape<typeof en>;
