import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Tilbakestill passord',
  changeTitle: 'Endre passord',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-post / produkt-ID',
  currentPasswordLabel: 'Nåværende passord',
  newPasswordLabel: 'Nytt passord',
  confirmPasswordLabel: 'Bekreft passordet',
  resetSubmit: 'Tilbakestill passord',
  changeSubmit: 'Lagre',
  resetDone: 'Passordet ditt er tilbakestilt. Vil du logge inn nå?',
  loginLink: 'Tilbake til innlogging',
} satisfies LocaleShape<typeof en>;
