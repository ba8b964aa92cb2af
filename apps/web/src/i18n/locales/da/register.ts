import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Opret konto',
  modeLabel: 'Opret med',
  emailMode: 'E-mail',
  phoneMode: 'Telefon',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefonnummer',
  codeLabel: 'Bekræftelseskode',
  passwordLabel: 'Adgangskode',
  confirmPasswordLabel: 'Bekræft adgangskode',
  countryLabel: 'Land/område',
  birthDateLegend: 'Fødselsdato',
  yearLabel: 'År',
  monthLabel: 'Måned',
  dayLabel: 'Dag',
  submit: 'Opret konto',
  loginLink: 'Har du allerede en konto? Log ind',
  logInNow: 'Log ind nu',
  succeeded: 'Din konto er oprettet',
} satisfies LocaleShape<typeof en>;
