import {
  durationInCase,
  type CaseForms,
  type PeriodCaseForms,
} from '#messaging/texts/case-forms.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Ukrainian duration words in the accusative: one, few, many. */
const WORDS: CaseForms = {
  second: ['секунду', 'секунди', 'секунд'],
  minute: ['хвилину', 'хвилини', 'хвилин'],
  hour: ['годину', 'години', 'годин'],
};

/** Ukrainian period words in the genitive ("протягом …"): one, few, many. */
const GENITIVE: PeriodCaseForms = {
  second: ['секунди', 'секунд', 'секунд'],
  minute: ['хвилини', 'хвилин', 'хвилин'],
  hour: ['години', 'годин', 'годин'],
  day: ['дня', 'днів', 'днів'],
};

/** Ukrainian. */
export const uk: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Ваш код підтвердження ${brand}`,
    action: {
      register: 'створення облікового запису',
      login: 'входу',
      reset: 'скидання пароля',
      'change-email': 'зміни адреси ел. пошти',
      'double-check': 'перевірки, що входите саме ви',
    },
    body: ({ brand, action, code, lifetime }) =>
      [
        `Ваш код підтвердження ${brand} для ${action}: ${code}.`,
        `Код дійсний ${durationInCase(lifetime, 'uk', WORDS)}, і його можна використати лише один раз.`,
        'Якщо ви не запитували код, просто проігноруйте цей лист. Нікому не повідомляйте код.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Адресу ел. пошти вашого облікового запису ${brand} змінено`,
    body: ({ brand, newEmail, undoUrl, period }) =>
      [
        `Адресу ел. пошти вашого облікового запису ${brand} змінено на ${newEmail}.`,
        'Коди й повідомлення щодо облікового запису тепер надходитимуть на нову адресу.',
        `Якщо це були не ви, відкрийте ${undoUrl} протягом ${durationInCase(period, 'uk', GENITIVE)}: цю адресу буде відновлено, а всі пристрої вийдуть з облікового запису. Потім скиньте пароль.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Пароль вашого облікового запису ${brand} змінено`,
    body: ({ brand, resetUrl }) =>
      [
        `Пароль вашого облікового запису ${brand} щойно змінено.`,
        `Якщо це зробили ви, нічого робити не потрібно.`,
        `Якщо це були не ви, негайно скиньте пароль на сторінці ${resetUrl}: це завершить сеанси на всіх пристроях.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) => `${brand}: пароль змінено. Це не ви? Скиньте його: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'реєстрації',
      login: 'входу',
      reset: 'скидання пароля',
      'change-email': 'зміни пошти',
      'double-check': 'перевірки входу',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: код ${code} для ${action}, ${validityShort}. Нікому не повідомляйте.`,
  },
  providerPages: {
    logoutTitle: 'Вихід',
    logoutQuestion: ({ app, brand }) => `${app} просить вийти з вашого облікового запису ${brand}.`,
    logoutConfirm: 'Вийти',
    logoutCancel: 'Залишитися в системі',
    signedOutTitle: 'Ви вийшли',
    signedOutText: (brand) => `Ви вийшли з облікового запису ${brand}.`,
    errorTitle: 'Вхід неможливий',
    errorText:
      'Не вдалося виконати запит застосунку. Поверніться до застосунку й спробуйте ще раз або увійдіть тут.',
    errorCode: 'Код помилки',
    toLogin: 'Перейти до звичайного входу',
    signingOutTitle: 'Вихід',
    signingOutText: (brand) =>
      `Тут ви не ввійшли в обліковий запис ${brand}. Продовжте, щоб завершити вихід.`,
    continue: 'Продовжити',
    languageLabel: 'Мова',
    languageChange: 'Змінити',
    footer: ({ year, brand }) => `© ${year} ${brand}. Усі права захищено.`,
  },
};
