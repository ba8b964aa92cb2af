import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Norwegian Bokmål. */
export const nb: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Bekreftelseskoden din fra ${brand}`,
    action: {
      register: 'opprette kontoen din',
      login: 'logge inn',
      reset: 'tilbakestille passordet ditt',
      'change-email': 'endre e-postadressen din',
      'double-check': 'bekrefte at det er du som logger inn',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Her er bekreftelseskoden din fra ${brand} for å ${action}: ${code}`,
        `Den er gyldig i ${validity} og kan bare brukes én gang.`,
        'Hvis du ikke har bedt om den, kan du se bort fra denne meldingen. Del aldri koden med noen.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `E-postadressen for ${brand}-kontoen din er endret`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `E-postadressen for ${brand}-kontoen din er endret til ${newEmail}.`,
        'Koder og meldinger om kontoen din sendes nå til den nye adressen.',
        `Hvis det ikke var deg, åpner du ${undoUrl} innen ${validity}: da gjenopprettes denne adressen og alle enheter logges ut. Tilbakestill deretter passordet ditt.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Passordet ditt hos ${brand} er endret`,
    body: ({ brand, resetUrl }) =>
      [
        `Passordet til ${brand}-kontoen din ble nettopp endret.`,
        `Hvis det var deg, trenger du ikke gjøre noe.`,
        `Hvis det ikke var deg, tilbakestill passordet ditt med en gang på ${resetUrl}: alle enheter blir logget ut.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: passordet ditt er endret. Ikke deg? Tilbakestill det nå: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'opprette konto',
      login: 'logge inn',
      reset: 'tilbakestille passordet',
      'change-email': 'endre e-post',
      'double-check': 'bekrefte innloggingen',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${code} er koden din for å ${action}. Gyldig i ${validityShort}. Ikke del den med noen.`,
  },
  providerPages: {
    logoutTitle: 'Logg av',
    logoutQuestion: ({ app, brand }) => `${app} ber om å logge deg av ${brand}-kontoen din.`,
    logoutConfirm: 'Logg meg av',
    logoutCancel: 'Forbli pålogget',
    signedOutTitle: 'Logget av',
    signedOutText: (brand) => `Du er logget av ${brand}-kontoen din.`,
    errorTitle: 'Pålogging ikke mulig',
    errorText:
      'Forespørselen fra appen kunne ikke fullføres. Gå tilbake til appen og prøv igjen, eller logg på her.',
    errorCode: 'Feilkode',
    toLogin: 'Fortsett til vanlig pålogging',
    signingOutTitle: 'Logg av',
    signingOutText: (brand) =>
      `Du er ikke logget på ${brand}-kontoen din her. Fortsett for å fullføre avloggingen.`,
    continue: 'Fortsett',
    languageLabel: 'Språk',
    languageChange: 'Bytt',
    footer: ({ year, brand }) => `© ${year} ${brand}. Alle rettigheter forbeholdt.`,
  },
};
