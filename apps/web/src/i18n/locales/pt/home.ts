import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Conta {{brand}}',
  navLabel: 'Seções da conta',
  backToOverview: 'Todas as configurações',
  sectionProfile: 'Informações pessoais',
  sectionSecurity: 'Segurança',
  sectionDevices: 'Dispositivos',
  sectionApps: 'Aplicativos',
  sectionActivity: 'Atividade',
  sectionAgreements: 'Acordos',
  sectionPrivacy: 'Privacidade e dados',
  glanceTitle: 'Segurança em resumo',
  glancePassword: 'Senha',
  glancePasswordChanged: 'Última alteração: {{time}}',
  glancePasswordNotRecent: 'Não alterada recentemente',
  glancePasskeys: 'Chaves de acesso',
  glanceNone: 'Nenhuma ainda',
  glanceCount: 'Configuradas: {{count}}',
  glanceAuthenticator: 'Aplicativo autenticador',
  glanceOn: 'Ativado',
  glanceOff: 'Desativado',
  glanceDevices: 'Dispositivos conectados',
  glanceDeviceCount: 'Dispositivos: {{count}}',
  passwordText: 'Uma senha forte que você não usa em nenhum outro lugar protege sua conta.',
  change: 'Alterar',
  emptyPasskeys:
    'Você ainda não tem chaves de acesso. Adicione uma para entrar com sua impressão digital, rosto ou bloqueio de tela.',
  emptyActivity:
    'Nada por aqui ainda. Os acessos e as alterações nas configurações de segurança aparecerão aqui.',
  emptyApps:
    'Nenhum aplicativo pode fazer login por você. Quando você permitir que um aplicativo use sua conta, ele aparecerá aqui e você poderá remover o acesso.',
  emptyAgreements: 'Ainda não há acordos aplicáveis à sua conta.',
} satisfies LocaleShape<typeof en>;
