import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Account {{brand}}',
  navLabel: "Sezioni dell'account",
  backToOverview: 'Tutte le impostazioni',
  sectionProfile: 'Dati personali',
  sectionSecurity: 'Sicurezza',
  sectionDevices: 'Dispositivi',
  sectionApps: 'App collegate',
  sectionActivity: 'Attività',
  sectionAgreements: 'Accordi',
  sectionPrivacy: 'Privacy e dati',
  glanceTitle: 'La sicurezza in breve',
  glancePassword: 'Password',
  glancePasswordChanged: 'Ultima modifica: {{time}}',
  glancePasswordNotRecent: 'Non modificata di recente',
  glancePasskeys: 'Passkey',
  glanceNone: 'Nessuna per ora',
  glanceCount: 'Configurate: {{count}}',
  glanceAuthenticator: 'App di autenticazione',
  glanceOn: 'Attiva',
  glanceOff: 'Disattivata',
  glanceDevices: 'Dispositivi connessi',
  glanceDeviceCount: 'Dispositivi: {{count}}',
  passwordText: 'Una password efficace che non usi altrove protegge il tuo account.',
  change: 'Modifica',
  emptyPasskeys:
    'Non hai ancora passkey. Aggiungine una per accedere con impronta, volto o blocco schermo.',
  emptyActivity:
    'Ancora nulla. Gli accessi e le modifiche alle impostazioni di sicurezza verranno elencati qui.',
  emptyApps:
    "Nessuna app può farti accedere. Quando consenti a un'app di usare il tuo account, compare qui e puoi revocarne l'accesso.",
  emptyAgreements: 'Al tuo account non si applica ancora alcun accordo.',
} satisfies LocaleShape<typeof en>;
