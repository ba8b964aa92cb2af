import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Continua con {{name}}',
  or: 'oppure',
  errorDenied: 'L’accesso è stato annullato presso l’altro provider. Non è stato modificato nulla.',
  registerTitle: 'Crea il tuo account',
  registerIntro:
    'Stai accedendo con {{name}} come {{email}}. Servono alcuni dati per creare il tuo account.',
  country: 'Paese o regione',
  birthDate: 'Data di nascita',
  createAccount: 'Crea account',
  linkTitle: 'Hai già un account',
  linkIntro:
    'Esiste già un account con {{email}}. Per collegarvi {{name}}, inserisci la sua password o un codice inviato all’account, oppure usa la sua passkey.',
  password: 'Password',
  linkAndSignIn: 'Collega e accedi',
  linkWithPasskey: 'Usa una passkey',
  signingIn: 'Accesso in corso…',
  methodsTitle: 'Metodi di accesso',
  methodsNone: 'Nessun altro metodo di accesso collegato.',
  linkMethod: 'Collega {{name}}',
  unlink: 'Scollega',
  linkedDone: '{{name}} è ora collegato al tuo account.',
  unlinkedDone: 'Il metodo di accesso è stato scollegato.',
  proofLabel: 'Password o codice dell’app di autenticazione',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
