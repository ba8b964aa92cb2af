import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registrieren',
  modeLabel: 'Registrierungsmethode',
  emailMode: 'E-Mail',
  phoneMode: 'Telefon',
  emailLabel: 'E-Mail-Adresse',
  phoneLabel: 'Telefonnummer',
  codeLabel: 'Bestätigungscode',
  passwordLabel: 'Passwort',
  confirmPasswordLabel: 'Passwort bestätigen',
  countryLabel: 'Land/Region',
  birthDateLegend: 'Geburtsdatum',
  yearLabel: 'Jahr',
  monthLabel: 'Monat',
  dayLabel: 'Tag',
  submit: 'Registrieren',
  loginLink: 'Sie haben bereits ein Konto? Anmelden',
  logInNow: 'Jetzt anmelden',
  succeeded: 'Registrierung erfolgreich',
} satisfies LocaleShape<typeof en>;
