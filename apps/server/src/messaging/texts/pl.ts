import {
  durationInCase,
  type CaseForms,
  type PeriodCaseForms,
} from '#messaging/texts/case-forms.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Polish duration words in the accusative: one, few, many. */
const WORDS: CaseForms = {
  second: ['sekundę', 'sekundy', 'sekund'],
  minute: ['minutę', 'minuty', 'minut'],
  hour: ['godzinę', 'godziny', 'godzin'],
};

/** Polish period words in the genitive ("w ciągu …"): one, few, many. */
const GENITIVE: PeriodCaseForms = {
  second: ['sekundy', 'sekund', 'sekund'],
  minute: ['minuty', 'minut', 'minut'],
  hour: ['godziny', 'godzin', 'godzin'],
  day: ['dnia', 'dni', 'dni'],
};

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
    body: ({ brand, action, code, lifetime }) =>
      [
        `Twój kod weryfikacyjny ${brand} do ${action}: ${code}.`,
        `Kod jest ważny przez ${durationInCase(lifetime, 'pl', WORDS)} i można go użyć tylko raz.`,
        'Jeśli nie spodziewasz się tego kodu, zignoruj tę wiadomość. Nigdy nikomu nie podawaj kodu.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Adres e-mail Twojego konta ${brand} został zmieniony`,
    body: ({ brand, newEmail, undoUrl, period }) =>
      [
        `Adres e-mail Twojego konta ${brand} został zmieniony na ${newEmail}.`,
        'Kody i wiadomości dotyczące konta będą teraz wysyłane na nowy adres.',
        `Jeśli to nie Ty, otwórz ${undoUrl} w ciągu ${durationInCase(period, 'pl', GENITIVE)}: przywróci to ten adres i wyloguje wszystkie urządzenia. Następnie zresetuj hasło.`,
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
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: kod ${code} do ${action}, ${validityShort}. Nie podawaj go nikomu.`,
  },
  providerPages: {
    logoutTitle: 'Wylogowanie',
    logoutQuestion: ({ app, brand }) => `${app} prosi o wylogowanie Cię z konta ${brand}.`,
    logoutConfirm: 'Wyloguj mnie',
    logoutCancel: 'Nie wylogowuj',
    signedOutTitle: 'Wylogowano',
    signedOutText: (brand) => `Wylogowano Cię z konta ${brand}.`,
    errorTitle: 'Logowanie niemożliwe',
    errorText:
      'Nie udało się zrealizować żądania aplikacji. Wróć do aplikacji i spróbuj ponownie albo zaloguj się tutaj.',
    errorCode: 'Kod błędu',
    toLogin: 'Przejdź do zwykłego logowania',
    signingOutTitle: 'Wylogowanie',
    signingOutText: (brand) =>
      `Nie jesteś tu zalogowany na koncie ${brand}. Kontynuuj, aby dokończyć wylogowanie.`,
    continue: 'Dalej',
    languageLabel: 'Język',
    languageChange: 'Zmień',
    footer: ({ year, brand }) => `© ${year} ${brand}. Wszelkie prawa zastrzeżone.`,
  },
};
