import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} no nos da una dirección de correo verificada. Introduce la tuya y el código que le enviaremos; unos pocos datos más crean tu cuenta.',
  email: 'Dirección de correo electrónico',
  haveAccount: 'Ya tengo una cuenta',
  linkTitle: 'Vincular a tu cuenta',
  linkIntro:
    'Introduce el correo electrónico de tu cuenta y su contraseña o un código enviado a ella, o usa su llave de acceso, para vincular {{name}} a ella.',
  takenIntro:
    'Esta dirección ya tiene una cuenta. Introduce su contraseña o un código enviado a ella, o usa su llave de acceso, para vincular {{name}} a ella.',
  createInstead: 'Crear una cuenta nueva',
} satisfies LocaleShape<typeof en>;
