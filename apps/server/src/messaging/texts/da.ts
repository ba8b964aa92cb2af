import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Danish. */
export const da: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Din bekræftelseskode fra ${brand}`,
    action: {
      register: 'oprette din konto',
      login: 'logge ind',
      reset: 'nulstille din adgangskode',
      'change-email': 'ændre din e-mailadresse',
      'double-check': 'bekræfte, at det er dig, der logger ind',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Her er din bekræftelseskode fra ${brand} til at ${action}: ${code}`,
        `Den er gyldig i ${validity} og kan kun bruges én gang.`,
        'Hvis du ikke har bedt om den, kan du se bort fra denne besked. Del aldrig koden med nogen.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `E-mailadressen til din ${brand}-konto er ændret`,
    body: ({ brand, newEmail }) =>
      [
        `E-mailadressen til din ${brand}-konto er ændret til ${newEmail}.`,
        'Koder og beskeder om din konto sendes nu til den nye adresse.',
        'Hvis det ikke var dig, skal du straks nulstille din adgangskode.',
      ].join('\n'),
  },
  sms: {
    action: {
      register: 'oprette din konto',
      login: 'logge ind',
      reset: 'nulstille adgangskoden',
      'change-email': 'ændre din e-mail',
      'double-check': 'bekræfte dit login',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${code} er din kode til at ${action}. Gyldig i ${validityShort} Del den aldrig med nogen.`,
  },
};
