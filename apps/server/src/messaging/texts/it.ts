import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Italian. */
export const it: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Il tuo codice di verifica ${brand}`,
    action: {
      register: 'creare il tuo account',
      login: 'accedere',
      reset: 'reimpostare la password',
      'change-email': "modificare l'indirizzo e-mail",
      'double-check': 'confermare che sei tu ad accedere',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Ecco il tuo codice di verifica ${brand} per ${action}: ${code}`,
        `È valido per ${validity} e può essere usato una sola volta.`,
        'Se non lo hai richiesto, ignora questo messaggio e non condividere mai il codice con nessuno.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `L'indirizzo e-mail del tuo account ${brand} è stato modificato`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `L'indirizzo e-mail del tuo account ${brand} è stato modificato in ${newEmail}.`,
        "D'ora in poi i codici e i messaggi relativi al tuo account verranno inviati al nuovo indirizzo.",
        `Se non hai effettuato tu questa modifica, apri ${undoUrl} entro ${validity}: questo indirizzo verrà ripristinato e tutti i dispositivi verranno disconnessi. Poi reimposta la password.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `La password di ${brand} è stata modificata`,
    body: ({ brand, resetUrl }) =>
      [
        `La password del tuo account ${brand} è stata appena modificata.`,
        `Se sei stato tu, non devi fare nulla.`,
        `Se non sei stato tu, reimposta subito la password su ${resetUrl}: verranno disconnessi tutti i dispositivi.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: la tua password è stata modificata. Non sei tu? Reimpostala ora: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'creare il tuo account',
      login: 'accedere',
      reset: 'reimpostare la password',
      'change-email': "cambiare l'e-mail",
      'double-check': "confermare l'accesso",
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: il tuo codice è ${code}, per ${action}. Valido ${validityShort}. Non condividerlo mai.`,
  },
  providerPages: {
    logoutTitle: 'Esci',
    logoutQuestion: ({ app, brand }) => `${app} chiede di disconnetterti dal tuo account ${brand}.`,
    logoutConfirm: 'Disconnettimi',
    logoutCancel: 'Resta connesso',
    signedOutTitle: 'Disconnessione effettuata',
    signedOutText: (brand) => `Ti sei disconnesso dal tuo account ${brand}.`,
    errorTitle: 'Accesso non possibile',
    errorText:
      'Non è stato possibile completare la richiesta dell’app. Torna all’app e riprova, oppure accedi qui.',
    errorCode: 'Codice di errore',
    toLogin: 'Continua con l’accesso normale',
    signingOutTitle: 'Disconnessione',
    signingOutText: (brand) =>
      `Non hai effettuato l’accesso al tuo account ${brand} qui. Continua per completare la disconnessione.`,
    continue: 'Continua',
    languageLabel: 'Lingua',
    languageChange: 'Cambia',
    footer: ({ year, brand }) => `© ${year} ${brand}. Tutti i diritti riservati.`,
  },
};
