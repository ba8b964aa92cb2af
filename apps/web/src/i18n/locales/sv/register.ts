import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registrera dig',
  modeLabel: 'Registreringsmetod',
  emailMode: 'E-post',
  phoneMode: 'Telefon',
  emailLabel: 'E-post',
  phoneLabel: 'Telefonnummer',
  codeLabel: 'Verifieringskod',
  passwordLabel: 'Lösenord',
  confirmPasswordLabel: 'Bekräfta lösenordet',
  countryLabel: 'Land/region',
  birthDateLegend: 'Födelsedatum',
  yearLabel: 'År',
  monthLabel: 'Månad',
  dayLabel: 'Dag',
  submit: 'Registrera',
  loginLink: 'Har du redan ett konto? Logga in',
  logInNow: 'Logga in nu',
  succeeded: 'Registreringen är klar',
} satisfies LocaleShape<typeof en>;
