import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Rekisteröidy',
  modeLabel: 'Rekisteröitymistapa',
  emailMode: 'Sähköposti',
  phoneMode: 'Puhelin',
  emailLabel: 'Sähköposti',
  phoneLabel: 'Puhelinnumero',
  codeLabel: 'Vahvistuskoodi',
  passwordLabel: 'Salasana',
  confirmPasswordLabel: 'Vahvista salasana',
  countryLabel: 'Maa/alue',
  birthDateLegend: 'Syntymäaika',
  yearLabel: 'Vuosi',
  monthLabel: 'Kuukausi',
  dayLabel: 'Päivä',
  submit: 'Rekisteröidy',
  loginLink: 'Onko sinulla jo tili? Kirjaudu sisään',
  logInNow: 'Kirjaudu sisään nyt',
  succeeded: 'Rekisteröityminen onnistui',
} satisfies LocaleShape<typeof en>;
