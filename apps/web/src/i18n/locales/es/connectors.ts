import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Continuar con {{name}}',
  or: 'o',
  errorDenied: 'Se canceló el inicio de sesión en el otro proveedor. No se ha cambiado nada.',
  registerTitle: 'Crea tu cuenta',
  registerIntro:
    'Estás iniciando sesión con {{name}} como {{email}}. Faltan algunos datos para crear tu cuenta.',
  country: 'País o región',
  birthDate: 'Fecha de nacimiento',
  createAccount: 'Crear cuenta',
  linkTitle: 'Ya tienes una cuenta',
  linkIntro:
    'Ya existe una cuenta con {{email}}. Para vincular {{name}} a ella, introduce su contraseña o un código enviado a ella, o usa su llave de acceso.',
  password: 'Contraseña',
  linkAndSignIn: 'Vincular e iniciar sesión',
  linkWithPasskey: 'Usar una llave de acceso',
  signingIn: 'Iniciando sesión…',
  methodsTitle: 'Métodos de inicio de sesión',
  methodsNone: 'No hay otros métodos de inicio de sesión vinculados.',
  linkMethod: 'Vincular {{name}}',
  unlink: 'Desvincular',
  linkedDone: '{{name}} ya está vinculado a tu cuenta.',
  unlinkedDone: 'Se desvinculó el método de inicio de sesión.',
  proofLabel: 'Contraseña o código del autenticador',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
