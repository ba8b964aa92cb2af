import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Registrazione',
  modeLabel: 'Metodo di registrazione',
  emailMode: 'E-mail',
  phoneMode: 'Telefono',
  emailLabel: 'Indirizzo e-mail',
  phoneLabel: 'Numero di telefono',
  codeLabel: 'Codice di verifica',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Conferma password',
  countryLabel: 'Paese/regione',
  birthDateLegend: 'Data di nascita',
  yearLabel: 'Anno',
  monthLabel: 'Mese',
  dayLabel: 'Giorno',
  submit: 'Registrati',
  loginLink: 'Hai già un account? Accedi',
  logInNow: 'Accedi ora',
  succeeded: 'Registrazione completata',
} satisfies LocaleShape<typeof en>;
