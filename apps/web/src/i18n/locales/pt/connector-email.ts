import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} não nos fornece um endereço de e-mail verificado. Introduza o seu e o código que lhe enviaremos; mais alguns dados e a conta fica criada.',
  email: 'Endereço de e-mail',
  haveAccount: 'Já tenho uma conta',
  linkTitle: 'Associar à sua conta',
  linkIntro:
    'Introduza o endereço de e-mail da sua conta e a palavra-passe ou um código enviado para ela, ou use a chave de acesso, para associar {{name}} a ela.',
  takenIntro:
    'Este endereço já tem uma conta. Introduza a palavra-passe ou um código enviado para ela, ou use a chave de acesso, para associar {{name}} a ela.',
  createInstead: 'Criar antes uma conta nova',
} satisfies LocaleShape<typeof en>;
