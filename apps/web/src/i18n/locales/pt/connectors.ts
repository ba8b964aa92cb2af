import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Continuar com {{name}}',
  or: 'ou',
  errorDenied: 'O início de sessão foi cancelado no outro fornecedor. Nada foi alterado.',
  registerTitle: 'Criar a sua conta',
  registerIntro:
    'Está a iniciar sessão com {{name}} como {{email}}. São necessários alguns dados para criar a sua conta.',
  country: 'País ou região',
  birthDate: 'Data de nascimento',
  createAccount: 'Criar conta',
  linkTitle: 'Já tem uma conta',
  linkIntro:
    'Já existe uma conta com {{email}}. Para associar {{name}} a ela, introduza a palavra-passe ou um código enviado para ela, ou use a chave de acesso.',
  password: 'Palavra-passe',
  linkAndSignIn: 'Associar e iniciar sessão',
  linkWithPasskey: 'Usar uma chave de acesso',
  signingIn: 'A iniciar sessão…',
  methodsTitle: 'Modos de início de sessão',
  methodsNone: 'Nenhum outro modo de início de sessão associado.',
  linkMethod: 'Associar {{name}}',
  unlink: 'Desassociar',
  linkedDone: '{{name}} está agora associado à sua conta.',
  unlinkedDone: 'O modo de início de sessão foi desassociado.',
  proofLabel: 'Palavra-passe ou código do autenticador',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
