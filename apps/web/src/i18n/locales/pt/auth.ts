import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Iniciar sessão',
  modeLabel: 'Método de início de sessão',
  passwordMode: 'Palavra-passe',
  codeMode: 'Código de verificação',
  accountLabel: 'Conta',
  accountPlaceholder: 'Telemóvel / e-mail / ID do produto',
  passwordLabel: 'Palavra-passe',
  countryLabel: 'País/Região',
  submit: 'Iniciar sessão',
  passkeySignIn: 'Entrar com uma chave de acesso',
  passkeyFailed: 'Nenhuma chave de acesso foi usada.',
  forgotPassword: 'Esqueceu-se da palavra-passe?',
  registerLink: 'Novo utilizador? Registe-se',
  welcomeBack: 'Olá de novo',
  doubleCheckTitle: 'Verificação de segurança',
  doubleCheckText:
    'Para sua segurança, será enviado um código de verificação para {{destination}}.',
  doubleCheckConfirm: 'Confirmar',
  back: 'Voltar',
  clientRefusedTitle: 'Não é possível iniciar sessão',
  clientRefusedContinue: 'Continuar para o início de sessão normal',
} satisfies LocaleShape<typeof en>;
