import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'A minha conta',
  email: 'E-mail',
  productId: 'ID do produto',
  country: 'País/Região',
  phone: 'Telemóvel',
  notSet: 'Não definido',
  changePasswordLink: 'Alterar palavra-passe',
  changeEmailLink: 'Alterar e-mail',
  logoutLink: 'Terminar sessão',
} satisfies LocaleShape<typeof en>;
