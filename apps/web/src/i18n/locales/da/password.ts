import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Nulstil adgangskode',
  changeTitle: 'Skift adgangskode',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-mail / produkt-id',
  currentPasswordLabel: 'Nuværende adgangskode',
  newPasswordLabel: 'Ny adgangskode',
  confirmPasswordLabel: 'Bekræft adgangskode',
  resetSubmit: 'Nulstil adgangskode',
  changeSubmit: 'Gem',
  resetDone: 'Din adgangskode er nulstillet. Vil du logge ind nu?',
  loginLink: 'Tilbage til log ind',
} satisfies LocaleShape<typeof en>;
