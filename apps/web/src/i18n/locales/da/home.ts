import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}}-konto',
  navLabel: 'Kontoafsnit',
  backToOverview: 'Alle indstillinger',
  sectionProfile: 'Personlige oplysninger',
  sectionSecurity: 'Sikkerhed',
  sectionDevices: 'Enheder',
  sectionApps: 'Apps',
  sectionActivity: 'Aktivitet',
  sectionAgreements: 'Aftaler',
  sectionPrivacy: 'Privatliv og data',
  glanceTitle: 'Sikkerhed kort fortalt',
  glancePassword: 'Adgangskode',
  glancePasswordChanged: 'Sidst ændret {{time}}',
  glancePasswordNotRecent: 'Ikke ændret for nylig',
  glancePasskeys: 'Adgangsnøgler',
  glanceNone: 'Ingen endnu',
  glanceCount: 'Konfigureret: {{count}}',
  glanceAuthenticator: 'Godkendelsesapp',
  glanceOn: 'Til',
  glanceOff: 'Fra',
  glanceDevices: 'Loggede enheder',
  glanceDeviceCount: 'Enheder: {{count}}',
  passwordText: 'En stærk adgangskode, som du ikke bruger andre steder, beskytter din konto.',
  change: 'Skift',
  emptyPasskeys:
    'Du har ingen adgangsnøgler endnu. Tilføj en for at logge ind med fingeraftryk, ansigt eller skærmlås.',
  emptyActivity: 'Intet her endnu. Logins og ændringer af dine sikkerhedsindstillinger vises her.',
  emptyApps:
    'Ingen apps kan logge dig ind. Når du giver en app lov til at bruge din konto, vises den her, og du kan fjerne dens adgang.',
  emptyAgreements: 'Der gælder endnu ingen aftaler for din konto.',
} satisfies LocaleShape<typeof en>;
