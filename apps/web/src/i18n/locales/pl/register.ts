import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Rejestracja',
  modeLabel: 'Metoda rejestracji',
  emailMode: 'E-mail',
  phoneMode: 'Telefon',
  emailLabel: 'E-mail',
  phoneLabel: 'Numer telefonu',
  codeLabel: 'Kod weryfikacyjny',
  passwordLabel: 'Hasło',
  confirmPasswordLabel: 'Potwierdź hasło',
  countryLabel: 'Kraj/region',
  birthDateLegend: 'Data urodzenia',
  yearLabel: 'Rok',
  monthLabel: 'Miesiąc',
  dayLabel: 'Dzień',
  submit: 'Zarejestruj się',
  loginLink: 'Masz już konto? Zaloguj się',
  logInNow: 'Zaloguj się teraz',
  succeeded: 'Rejestracja zakończona pomyślnie',
} satisfies LocaleShape<typeof en>;
