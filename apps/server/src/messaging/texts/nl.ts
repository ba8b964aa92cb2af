import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Dutch. */
export const nl: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Je ${brand}-verificatiecode`,
    action: {
      register: 'je account aan te maken',
      login: 'in te loggen',
      reset: 'je wachtwoord opnieuw in te stellen',
      'change-email': 'je e-mailadres te wijzigen',
      'double-check': 'te bevestigen dat jij het bent die inlogt',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Je ${brand}-verificatiecode is ${code}. Gebruik deze code om ${action}.`,
        `De code is ${validity} geldig en kan één keer worden gebruikt.`,
        'Heb je deze code niet aangevraagd? Negeer dan dit bericht. Deel de code nooit met anderen.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Het e-mailadres van je ${brand}-account is gewijzigd`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `Het e-mailadres van je ${brand}-account is gewijzigd in ${newEmail}.`,
        'Codes en berichten over je account worden voortaan naar het nieuwe adres verzonden.',
        `Heb je dit niet zelf gedaan? Open dan binnen ${validity} ${undoUrl}: dit adres wordt hersteld en alle apparaten worden afgemeld. Stel daarna je wachtwoord opnieuw in.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Je ${brand}-wachtwoord is gewijzigd`,
    body: ({ brand, resetUrl }) =>
      [
        `Het wachtwoord van je ${brand}-account is zojuist gewijzigd.`,
        `Was jij dit, dan hoef je niets te doen.`,
        `Was jij dit niet, stel je wachtwoord dan meteen opnieuw in via ${resetUrl}: alle apparaten worden dan afgemeld.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: je wachtwoord is gewijzigd. Niet jij? Stel het nu opnieuw in: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'je account aan te maken',
      login: 'in te loggen',
      reset: 'je wachtwoord opnieuw in te stellen',
      'change-email': 'je e-mail te wijzigen',
      'double-check': 'je inlogpoging te bevestigen',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: gebruik code ${code} om ${action}. Geldig ${validityShort}. Deel deze code nooit.`,
  },
  providerPages: {
    logoutTitle: 'Afmelden',
    logoutQuestion: ({ app, brand }) => `${app} vraagt je af te melden bij je ${brand}-account.`,
    logoutConfirm: 'Meld me af',
    logoutCancel: 'Aangemeld blijven',
    signedOutTitle: 'Afgemeld',
    signedOutText: (brand) => `Je bent afgemeld bij je ${brand}-account.`,
    errorTitle: 'Aanmelden niet mogelijk',
    errorText:
      'Het verzoek van de app kon niet worden voltooid. Ga terug naar de app en probeer het opnieuw, of meld je hier aan.',
    errorCode: 'Foutcode',
    toLogin: 'Doorgaan naar de gewone aanmelding',
    signingOutTitle: 'Afmelden',
    signingOutText: (brand) =>
      `Je bent hier niet aangemeld bij je ${brand}-account. Ga door om het afmelden af te ronden.`,
    continue: 'Doorgaan',
    languageLabel: 'Taal',
    languageChange: 'Wijzigen',
    footer: ({ year, brand }) => `© ${year} ${brand}. Alle rechten voorbehouden.`,
  },
};
