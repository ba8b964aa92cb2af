import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} não nos fornece um endereço de e-mail verificado. Introduza o seu e o código que lhe enviaremos; mais alguns dados e a conta fica criada.',
  email: 'Endereço de e-mail',
  haveAccount: 'Já tenho uma conta',
  linkTitle: 'Associar à sua conta',
  linkIntro: 'Introduza o e-mail e a palavra-passe da sua conta para lhe associar {{name}}.',
  takenIntro:
    'Este endereço já tem uma conta. Introduza a palavra-passe dela para lhe associar {{name}}.',
  createInstead: 'Criar antes uma conta nova',
} satisfies LocaleShape<typeof en>;
