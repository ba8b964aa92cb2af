import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Repor palavra-passe',
  changeTitle: 'Alterar palavra-passe',
  accountLabel: 'Conta',
  accountPlaceholder: 'Telemóvel / e-mail / ID do produto',
  currentPasswordLabel: 'Palavra-passe atual',
  newPasswordLabel: 'Nova palavra-passe',
  confirmPasswordLabel: 'Confirmar palavra-passe',
  resetSubmit: 'Repor palavra-passe',
  changeSubmit: 'Guardar',
  resetDone: 'A sua palavra-passe foi reposta. Iniciar sessão agora?',
  loginLink: 'Voltar ao início de sessão',
} satisfies LocaleShape<typeof en>;
