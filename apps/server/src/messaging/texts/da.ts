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
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `E-mailadressen til din ${brand}-konto er ændret til ${newEmail}.`,
        'Koder og beskeder om din konto sendes nu til den nye adresse.',
        `Hvis det ikke var dig, så åbn ${undoUrl} inden for ${validity}: det gendanner denne adresse og logger alle enheder ud. Nulstil derefter din adgangskode.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Din adgangskode til ${brand} er blevet ændret`,
    body: ({ brand, resetUrl }) =>
      [
        `Adgangskoden til din ${brand}-konto er netop blevet ændret.`,
        `Hvis det var dig, skal du ikke gøre noget.`,
        `Hvis det ikke var dig, så nulstil din adgangskode med det samme på ${resetUrl}: det logger alle enheder ud.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: din adgangskode er ændret. Ikke dig? Nulstil den nu: ${resetUrl}`,
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
  providerPages: {
    logoutTitle: 'Log ud',
    logoutQuestion: ({ app, brand }) => `${app} beder om at logge dig ud af din ${brand}-konto.`,
    logoutConfirm: 'Log mig ud',
    logoutCancel: 'Forbliv logget ind',
    signedOutTitle: 'Logget ud',
    signedOutText: (brand) => `Du er logget ud af din ${brand}-konto.`,
    errorTitle: 'Login ikke muligt',
    errorText:
      'Appens anmodning kunne ikke gennemføres. Gå tilbage til appen, og prøv igen, eller log ind her.',
    errorCode: 'Fejlkode',
    toLogin: 'Fortsæt til almindeligt login',
    signingOutTitle: 'Log ud',
    signingOutText: (brand) =>
      `Du er ikke logget ind på din ${brand}-konto her. Fortsæt for at afslutte log ud.`,
    continue: 'Fortsæt',
    languageLabel: 'Sprog',
    languageChange: 'Skift',
    footer: ({ year, brand }) => `© ${year} ${brand}. Alle rettigheder forbeholdes.`,
  },
};
