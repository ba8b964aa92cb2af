import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}}-konto',
  navLabel: 'Kontodeler',
  backToOverview: 'Alle innstillinger',
  sectionProfile: 'Personlig informasjon',
  sectionSecurity: 'Sikkerhet',
  sectionDevices: 'Enheter',
  sectionApps: 'Apper',
  sectionActivity: 'Aktivitet',
  sectionAgreements: 'Avtaler',
  sectionPrivacy: 'Personvern og data',
  glanceTitle: 'Sikkerhet i korte trekk',
  glancePassword: 'Passord',
  glancePasswordChanged: 'Sist endret {{time}}',
  glancePasswordNotRecent: 'Ikke endret nylig',
  glancePasskeys: 'Tilgangsnøkler',
  glanceNone: 'Ingen ennå',
  glanceCount: 'Konfigurert: {{count}}',
  glanceAuthenticator: 'Autentiseringsapp',
  glanceOn: 'På',
  glanceOff: 'Av',
  glanceDevices: 'Påloggede enheter',
  glanceDeviceCount: 'Enheter: {{count}}',
  passwordText: 'Et sterkt passord som du ikke bruker noe annet sted, beskytter kontoen din.',
  change: 'Endre',
  emptyPasskeys:
    'Du har ingen tilgangsnøkler ennå. Legg til en for å logge på med fingeravtrykk, ansikt eller skjermlås.',
  emptyActivity:
    'Ingenting her ennå. Pålogginger og endringer i sikkerhetsinnstillingene vises her.',
  emptyApps:
    'Ingen apper kan logge deg på. Når du lar en app bruke kontoen din, vises den her, og du kan fjerne tilgangen.',
  emptyAgreements: 'Ingen avtaler gjelder for kontoen din ennå.',
} satisfies LocaleShape<typeof en>;
