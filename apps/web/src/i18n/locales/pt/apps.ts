import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Permitir que {{name}} inicie sua sessão?',
  consentIntro: '{{name}} pede para usar sua conta para iniciar sua sessão. Receberá:',
  scopeAccountId: 'O ID da sua conta',
  scopeEmail: 'Seu endereço de e-mail',
  scopePhone: 'Seu número de telefone',
  scopeOfflineAccess: 'Acesso enquanto você está ausente (manter sessão iniciada)',
  consentRevokeHint: 'Você pode remover este acesso a qualquer momento na página da sua conta.',
  consentAllow: 'Permitir',
  consentDeny: 'Negar',
  appsTitle: 'Apps que podem iniciar sua sessão',
  appsEmpty: 'Nenhum app pode iniciar sua sessão com esta conta.',
  appsGranted: 'Permitido em {{date}}',
  appsRevoke: 'Remover acesso',
  appsRevokeNamed: 'Remover o acesso de {{name}}',
  appsRevoked: '{{name}} não pode mais iniciar sua sessão.',
} satisfies LocaleShape<typeof en>;
