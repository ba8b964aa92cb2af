import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Reimposta password',
  changeTitle: 'Cambia password',
  accountLabel: 'Account',
  accountPlaceholder: 'Telefono / e-mail / ID prodotto',
  currentPasswordLabel: 'Password attuale',
  newPasswordLabel: 'Nuova password',
  confirmPasswordLabel: 'Conferma password',
  resetSubmit: 'Reimposta password',
  changeSubmit: 'Salva',
  resetDone: 'La password è stata reimpostata. Vuoi accedere ora?',
  loginLink: "Torna all'accesso",
} satisfies LocaleShape<typeof en>;
