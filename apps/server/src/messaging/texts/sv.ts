import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Swedish. */
export const sv: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Din verifieringskod från ${brand}`,
    action: {
      register: 'skapa ditt konto',
      login: 'logga in',
      reset: 'återställa ditt lösenord',
      'change-email': 'ändra din e-postadress',
      'double-check': 'bekräfta att det är du som loggar in',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Här är din verifieringskod från ${brand} för att ${action}: ${code}`,
        `Den är giltig i ${validity} och kan bara användas en gång.`,
        'Om du inte har begärt den kan du ignorera det här meddelandet. Dela aldrig koden med någon.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `E-postadressen för ditt ${brand}-konto har ändrats`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `E-postadressen för ditt ${brand}-konto har ändrats till ${newEmail}.`,
        'Koder och meddelanden om ditt konto skickas nu till den nya adressen.',
        `Om det inte var du, öppna ${undoUrl} inom ${validity}: då återställs den här adressen och alla enheter loggas ut. Återställ sedan ditt lösenord.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Ditt lösenord hos ${brand} har ändrats`,
    body: ({ brand, resetUrl }) =>
      [
        `Lösenordet till ditt ${brand}-konto har just ändrats.`,
        `Om det var du behöver du inte göra något.`,
        `Om det inte var du, återställ lösenordet direkt på ${resetUrl}: alla enheter loggas då ut.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: ditt lösenord har ändrats. Inte du? Återställ det nu: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'skapa ditt konto',
      login: 'logga in',
      reset: 'återställa lösenordet',
      'change-email': 'ändra din e-post',
      'double-check': 'bekräfta inloggningen',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${code} är din kod för att ${action}. Giltig i ${validityShort}. Dela den aldrig med någon.`,
  },
  providerPages: {
    logoutTitle: 'Logga ut',
    logoutQuestion: ({ app, brand }) => `${app} ber om att logga ut dig från ditt ${brand}-konto.`,
    logoutConfirm: 'Logga ut mig',
    logoutCancel: 'Förbli inloggad',
    signedOutTitle: 'Utloggad',
    signedOutText: (brand) => `Du är utloggad från ditt ${brand}-konto.`,
    errorTitle: 'Inloggning inte möjlig',
    errorText:
      'Appens begäran kunde inte slutföras. Gå tillbaka till appen och försök igen, eller logga in här.',
    errorCode: 'Felkod',
    toLogin: 'Fortsätt till vanlig inloggning',
    signingOutTitle: 'Logga ut',
    signingOutText: (brand) =>
      `Du är inte inloggad på ditt ${brand}-konto här. Fortsätt för att slutföra utloggningen.`,
    continue: 'Fortsätt',
    languageLabel: 'Språk',
    languageChange: 'Byt',
    footer: ({ year, brand }) => `© ${year} ${brand}. Alla rättigheter förbehållna.`,
  },
};
