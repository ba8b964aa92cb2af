import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Alterar e-mail',
  emailLabel: 'Novo e-mail',
  currentPasswordLabel: 'Palavra-passe atual',
  currentPasswordHint: 'Para proteger a sua conta, confirme a alteração com a sua palavra-passe.',
  submit: 'Guardar',
  undoTitle: 'Anular a alteração do e-mail',
  undoQuestion:
    'Repor este endereço de e-mail na sua conta? A sessão será terminada em todos os dispositivos.',
  undoSubmit: 'Anular a alteração',
  undoDone:
    'O seu endereço de e-mail foi reposto e a sessão foi terminada em todos os dispositivos. Inicie sessão e reponha a palavra-passe se outra pessoa a conhecia.',
  undoToLogin: 'Ir para o início de sessão',
} satisfies LocaleShape<typeof en>;
