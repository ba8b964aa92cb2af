import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}}-Konto',
  navLabel: 'Kontobereiche',
  backToOverview: 'Alle Einstellungen',
  sectionProfile: 'Persönliche Daten',
  sectionSecurity: 'Sicherheit',
  sectionDevices: 'Geräte',
  sectionApps: 'Apps',
  sectionActivity: 'Aktivität',
  sectionAgreements: 'Vereinbarungen',
  sectionPrivacy: 'Datenschutz und Daten',
  glanceTitle: 'Sicherheit auf einen Blick',
  glancePassword: 'Passwort',
  glancePasswordChanged: 'Zuletzt geändert am {{time}}',
  glancePasswordNotRecent: 'In letzter Zeit nicht geändert',
  glancePasskeys: 'Passkeys',
  glanceNone: 'Noch keine',
  glanceCount: 'Eingerichtet: {{count}}',
  glanceAuthenticator: 'Authenticator-App',
  glanceOn: 'Ein',
  glanceOff: 'Aus',
  glanceDevices: 'Angemeldete Geräte',
  glanceDeviceCount: 'Geräte: {{count}}',
  passwordText: 'Ein starkes Passwort, das Sie nirgendwo sonst verwenden, schützt Ihr Konto.',
  change: 'Ändern',
  emptyPasskeys:
    'Sie haben noch keine Passkeys. Fügen Sie einen hinzu, um sich per Fingerabdruck, Gesicht oder Displaysperre anzumelden.',
  emptyActivity:
    'Noch keine Einträge. Anmeldungen und Änderungen Ihrer Sicherheitseinstellungen werden hier aufgeführt.',
  emptyApps:
    'Keine App kann Sie anmelden. Wenn Sie einer App den Zugriff auf Ihr Konto erlauben, erscheint sie hier und Sie können den Zugriff entfernen.',
  emptyAgreements: 'Für Ihr Konto gelten noch keine Vereinbarungen.',
} satisfies LocaleShape<typeof en>;
