import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Inloggen',
  modeLabel: 'Inlogmethode',
  passwordMode: 'Wachtwoord',
  codeMode: 'Verificatiecode',
  accountLabel: 'Account',
  accountPlaceholder: 'Telefoon / e-mail / product-ID',
  passwordLabel: 'Wachtwoord',
  countryLabel: 'Land/regio',
  submit: 'Inloggen',
  passkeySignIn: 'Inloggen met een passkey',
  passkeyFailed: 'Er is geen passkey gebruikt.',
  forgotPassword: 'Wachtwoord vergeten?',
  registerLink: 'Nog geen account? Registreren',
  welcomeBack: 'Welkom terug',
  doubleCheckTitle: 'Beveiligingscontrole',
  doubleCheckText:
    'Voor je veiligheid wordt er een verificatiecode naar {{destination}} verzonden.',
  doubleCheckConfirm: 'Bevestigen',
  back: 'Terug',
  clientRefusedTitle: 'Aanmelden niet mogelijk',
  clientRefusedContinue: 'Doorgaan naar de gewone aanmelding',
} satisfies LocaleShape<typeof en>;
