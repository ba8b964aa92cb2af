import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}}-account',
  navLabel: 'Accountonderdelen',
  backToOverview: 'Alle instellingen',
  sectionProfile: 'Persoonlijke gegevens',
  sectionSecurity: 'Beveiliging',
  sectionDevices: 'Apparaten',
  sectionApps: 'Apps',
  sectionActivity: 'Activiteit',
  sectionAgreements: 'Overeenkomsten',
  sectionPrivacy: 'Privacy en gegevens',
  glanceTitle: 'Beveiliging in één oogopslag',
  glancePassword: 'Wachtwoord',
  glancePasswordChanged: 'Laatst gewijzigd op {{time}}',
  glancePasswordNotRecent: 'Niet recent gewijzigd',
  glancePasskeys: 'Passkeys',
  glanceNone: 'Nog geen',
  glanceCount: 'Ingesteld: {{count}}',
  glanceAuthenticator: 'Authenticator-app',
  glanceOn: 'Aan',
  glanceOff: 'Uit',
  glanceDevices: 'Ingelogde apparaten',
  glanceDeviceCount: 'Apparaten: {{count}}',
  passwordText: 'Een sterk wachtwoord dat u nergens anders gebruikt, beschermt uw account.',
  change: 'Wijzigen',
  emptyPasskeys:
    'U hebt nog geen passkeys. Voeg er een toe om in te loggen met uw vingerafdruk, gezicht of schermvergrendeling.',
  emptyActivity:
    'Nog niets. Aanmeldingen en wijzigingen in uw beveiligingsinstellingen worden hier vermeld.',
  emptyApps:
    'Geen enkele app kan u aanmelden. Als u een app toegang geeft tot uw account, verschijnt die hier en kunt u de toegang intrekken.',
  emptyAgreements: 'Er zijn nog geen overeenkomsten van toepassing op uw account.',
} satisfies LocaleShape<typeof en>;
