import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Mi cuenta',
  email: 'Correo electrónico',
  productId: 'ID de producto',
  country: 'País/región',
  phone: 'Teléfono',
  notSet: 'Sin configurar',
  changePasswordLink: 'Cambiar contraseña',
  changeEmailLink: 'Cambiar correo electrónico',
  logoutLink: 'Cerrar sesión',
} satisfies LocaleShape<typeof en>;
