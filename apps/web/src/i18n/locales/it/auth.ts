import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Accedi',
  modeLabel: 'Metodo di accesso',
  passwordMode: 'Password',
  codeMode: 'Codice di verifica',
  accountLabel: 'Account',
  accountPlaceholder: 'Telefono / e-mail / ID prodotto',
  passwordLabel: 'Password',
  countryLabel: 'Paese/regione',
  submit: 'Accedi',
  passkeySignIn: 'Accedi con una passkey',
  passkeyFailed: 'Non è stata usata nessuna passkey.',
  forgotPassword: 'Password dimenticata?',
  registerLink: 'Non hai un account? Registrati',
  welcomeBack: 'Ti diamo il bentornato',
  doubleCheckTitle: 'Verifica di sicurezza',
  doubleCheckText: 'Per la tua sicurezza, verrà inviato un codice di verifica a {{destination}}.',
  doubleCheckConfirm: 'Conferma',
  back: 'Indietro',
  clientRefusedTitle: 'Accesso non possibile',
  clientRefusedContinue: "Continua con l'accesso normale",
} satisfies LocaleShape<typeof en>;
