import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} übermittelt keine bestätigte E-Mail-Adresse. Geben Sie Ihre Adresse und den Code ein, den wir an sie senden; mit wenigen weiteren Angaben entsteht Ihr Konto.',
  email: 'E-Mail-Adresse',
  haveAccount: 'Ich habe bereits ein Konto',
  linkTitle: 'Mit Ihrem Konto verknüpfen',
  linkIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos und sein Passwort oder einen an es gesendeten Code ein oder verwenden Sie seinen Passkey, um {{name}} damit zu verknüpfen.',
  takenIntro:
    'Für diese Adresse gibt es bereits ein Konto. Geben Sie sein Passwort oder einen an es gesendeten Code ein oder verwenden Sie seinen Passkey, um {{name}} damit zu verknüpfen.',
  createInstead: 'Stattdessen ein neues Konto erstellen',
} satisfies LocaleShape<typeof en>;
