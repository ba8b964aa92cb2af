import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Wachtwoord opnieuw instellen',
  changeTitle: 'Wachtwoord wijzigen',
  accountLabel: 'Account',
  accountPlaceholder: 'Telefoon / e-mail / product-ID',
  currentPasswordLabel: 'Huidig wachtwoord',
  newPasswordLabel: 'Nieuw wachtwoord',
  confirmPasswordLabel: 'Wachtwoord bevestigen',
  resetSubmit: 'Wachtwoord opnieuw instellen',
  changeSubmit: 'Opslaan',
  resetDone: 'Je wachtwoord is opnieuw ingesteld. Nu inloggen?',
  loginLink: 'Terug naar inloggen',
} satisfies LocaleShape<typeof en>;
