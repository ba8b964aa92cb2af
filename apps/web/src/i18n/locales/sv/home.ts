import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}}-konto',
  navLabel: 'Kontoavsnitt',
  backToOverview: 'Alla inställningar',
  sectionProfile: 'Personuppgifter',
  sectionSecurity: 'Säkerhet',
  sectionDevices: 'Enheter',
  sectionApps: 'Appar',
  sectionActivity: 'Aktivitet',
  sectionAgreements: 'Avtal',
  sectionPrivacy: 'Integritet och data',
  glanceTitle: 'Säkerheten i korthet',
  glancePassword: 'Lösenord',
  glancePasswordChanged: 'Senast ändrat {{time}}',
  glancePasswordNotRecent: 'Inte ändrat nyligen',
  glancePasskeys: 'Nycklar',
  glanceNone: 'Inga ännu',
  glanceCount: 'Konfigurerade: {{count}}',
  glanceAuthenticator: 'Autentiseringsapp',
  glanceOn: 'På',
  glanceOff: 'Av',
  glanceDevices: 'Inloggade enheter',
  glanceDeviceCount: 'Enheter: {{count}}',
  passwordText: 'Ett starkt lösenord som du inte använder någon annanstans skyddar ditt konto.',
  change: 'Ändra',
  emptyPasskeys:
    'Du har inga nycklar ännu. Lägg till en för att logga in med fingeravtryck, ansikte eller skärmlås.',
  emptyActivity:
    'Inget här ännu. Inloggningar och ändringar av säkerhetsinställningarna listas här.',
  emptyApps:
    'Inga appar kan logga in dig. När du låter en app använda ditt konto visas den här och du kan ta bort dess åtkomst.',
  emptyAgreements: 'Inga avtal gäller för ditt konto ännu.',
} satisfies LocaleShape<typeof en>;
