import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Konto {{brand}}',
  navLabel: 'Sekcje konta',
  backToOverview: 'Wszystkie ustawienia',
  sectionProfile: 'Dane osobowe',
  sectionSecurity: 'Bezpieczeństwo',
  sectionDevices: 'Urządzenia',
  sectionApps: 'Aplikacje',
  sectionActivity: 'Aktywność',
  sectionAgreements: 'Umowy',
  sectionPrivacy: 'Prywatność i dane',
  glanceTitle: 'Bezpieczeństwo w skrócie',
  glancePassword: 'Hasło',
  glancePasswordChanged: 'Ostatnia zmiana: {{time}}',
  glancePasswordNotRecent: 'Nie zmieniane ostatnio',
  glancePasskeys: 'Klucze dostępu',
  glanceNone: 'Jeszcze brak',
  glanceCount: 'Skonfigurowane: {{count}}',
  glanceAuthenticator: 'Aplikacja uwierzytelniająca',
  glanceOn: 'Włączona',
  glanceOff: 'Wyłączona',
  glanceDevices: 'Zalogowane urządzenia',
  glanceDeviceCount: 'Urządzenia: {{count}}',
  passwordText: 'Silne hasło, którego nie używasz nigdzie indziej, chroni Twoje konto.',
  change: 'Zmień',
  emptyPasskeys:
    'Nie masz jeszcze kluczy dostępu. Dodaj klucz, aby logować się odciskiem palca, twarzą lub blokadą ekranu.',
  emptyActivity:
    'Na razie nic tu nie ma. Logowania i zmiany ustawień bezpieczeństwa pojawią się tutaj.',
  emptyApps:
    'Żadna aplikacja nie może Cię logować. Gdy pozwolisz aplikacji korzystać z konta, pojawi się tutaj i będzie można odebrać jej dostęp.',
  emptyAgreements: 'Do Twojego konta nie mają jeszcze zastosowania żadne umowy.',
} satisfies LocaleShape<typeof en>;
