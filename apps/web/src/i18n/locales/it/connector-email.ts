import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} non ci fornisce un indirizzo e-mail verificato. Inserisci il tuo e il codice che ti invieremo; bastano pochi altri dati per creare l’account.',
  email: 'Indirizzo e-mail',
  haveAccount: 'Ho già un account',
  linkTitle: 'Collega al tuo account',
  linkIntro:
    'Inserisci l’indirizzo email del tuo account e la sua password o un codice inviato all’account, oppure usa la sua passkey, per collegarvi {{name}}.',
  takenIntro:
    'Questo indirizzo ha già un account. Inserisci la sua password o un codice inviato all’account, oppure usa la sua passkey, per collegarvi {{name}}.',
  createInstead: 'Crea invece un nuovo account',
} satisfies LocaleShape<typeof en>;
