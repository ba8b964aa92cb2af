import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** "1 minutę", "3 minuty", "10 minut": the duration in the accusative, as Polish counts it. */
function minutesPl(minutes: number): string {
  const form = new Intl.PluralRules('pl').select(minutes);
  const word = form === 'one' ? 'minutę' : form === 'few' ? 'minuty' : 'minut';
  return `${minutes} ${word}`;
}

/** Polish. */
export const pl: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Twój kod weryfikacyjny ${brand}`,
    action: {
      register: 'utworzenia konta',
      login: 'logowania',
      reset: 'zresetowania hasła',
      'change-email': 'zmiany adresu e-mail',
      'double-check': 'potwierdzenia, że to Ty się logujesz',
    },
    body: ({ brand, action, code, minutes }) =>
      [
        `Twój kod weryfikacyjny ${brand} do ${action}: ${code}.`,
        `Kod jest ważny przez ${minutesPl(minutes)} i można go użyć tylko raz.`,
        'Jeśli nie spodziewasz się tego kodu, zignoruj tę wiadomość. Nigdy nikomu nie podawaj kodu.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Adres e-mail Twojego konta ${brand} został zmieniony`,
    body: ({ brand, newEmail }) =>
      [
        `Adres e-mail Twojego konta ${brand} został zmieniony na ${newEmail}.`,
        'Kody i wiadomości dotyczące konta będą teraz wysyłane na nowy adres.',
        'Jeśli to nie Ty, natychmiast zresetuj hasło.',
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Hasło do konta ${brand} zostało zmienione`,
    body: ({ brand, resetUrl }) =>
      [
        `Hasło do Twojego konta ${brand} zostało właśnie zmienione.`,
        `Jeśli to Ty, nie musisz nic robić.`,
        `Jeśli to nie Ty, natychmiast zresetuj hasło na stronie ${resetUrl}: spowoduje to wylogowanie ze wszystkich urządzeń.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: hasło zostało zmienione. To nie Ty? Zresetuj je teraz: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'rejestracji',
      login: 'logowania',
      reset: 'resetu hasła',
      'change-email': 'zmiany adresu e-mail',
      'double-check': 'potwierdzenia logowania',
    },
    body: ({ brand, action, code, minutes }) =>
      `${brand}: kod ${code} do ${action}, ${minutes} min. Nie podawaj go nikomu.`,
  },
};
