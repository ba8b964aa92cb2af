import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registreren',
  modeLabel: 'Registratiemethode',
  emailMode: 'E-mail',
  phoneMode: 'Telefoon',
  emailLabel: 'E-mailadres',
  phoneLabel: 'Telefoonnummer',
  codeLabel: 'Verificatiecode',
  passwordLabel: 'Wachtwoord',
  confirmPasswordLabel: 'Wachtwoord bevestigen',
  countryLabel: 'Land/regio',
  birthDateLegend: 'Geboortedatum',
  yearLabel: 'Jaar',
  monthLabel: 'Maand',
  dayLabel: 'Dag',
  submit: 'Registreren',
  loginLink: 'Heb je al een account? Inloggen',
  logInNow: 'Nu inloggen',
  succeeded: 'Registratie gelukt',
} satisfies LocaleShape<typeof en>;
