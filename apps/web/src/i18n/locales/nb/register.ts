import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registrer deg',
  modeLabel: 'Registreringsmetode',
  emailMode: 'E-post',
  phoneMode: 'Telefon',
  emailLabel: 'E-post',
  phoneLabel: 'Telefonnummer',
  codeLabel: 'Bekreftelseskode',
  passwordLabel: 'Passord',
  confirmPasswordLabel: 'Bekreft passordet',
  countryLabel: 'Land/region',
  birthDateLegend: 'Fødselsdato',
  yearLabel: 'År',
  monthLabel: 'Måned',
  dayLabel: 'Dag',
  submit: 'Registrer deg',
  loginLink: 'Har du allerede en konto? Logg inn',
  logInNow: 'Logg inn nå',
  succeeded: 'Registreringen er fullført',
} satisfies LocaleShape<typeof en>;
