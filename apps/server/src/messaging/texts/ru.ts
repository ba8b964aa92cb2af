import {
  durationInCase,
  type CaseForms,
  type PeriodCaseForms,
} from '#messaging/texts/case-forms.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Russian duration words in the accusative: one, few, many. */
const WORDS: CaseForms = {
  second: ['секунду', 'секунды', 'секунд'],
  minute: ['минуту', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
};

/** Russian period words in the genitive ("в течение …"): one, few, many. */
const GENITIVE: PeriodCaseForms = {
  second: ['секунды', 'секунд', 'секунд'],
  minute: ['минуты', 'минут', 'минут'],
  hour: ['часа', 'часов', 'часов'],
  day: ['дня', 'дней', 'дней'],
};

/** Russian. */
export const ru: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Ваш код подтверждения ${brand}`,
    action: {
      register: 'создания аккаунта',
      login: 'входа',
      reset: 'сброса пароля',
      'change-email': 'изменения адреса эл. почты',
      'double-check': 'проверки, что входите именно вы',
    },
    body: ({ brand, action, code, lifetime }) =>
      [
        `Ваш код подтверждения ${brand} для ${action}: ${code}.`,
        `Код действует ${durationInCase(lifetime, 'ru', WORDS)} и может быть использован только один раз.`,
        'Если вы не запрашивали код, просто проигнорируйте это письмо. Никому не сообщайте код.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Адрес эл. почты вашего аккаунта ${brand} изменён`,
    body: ({ brand, newEmail, undoUrl, period }) =>
      [
        `Адрес эл. почты вашего аккаунта ${brand} изменён на ${newEmail}.`,
        'Коды и сообщения, касающиеся аккаунта, теперь будут приходить на новый адрес.',
        `Если это были не вы, откройте ${undoUrl} в течение ${durationInCase(period, 'ru', GENITIVE)}: этот адрес будет восстановлен, а все устройства выйдут из аккаунта. Затем сбросьте пароль.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Пароль вашей учётной записи ${brand} изменён`,
    body: ({ brand, resetUrl }) =>
      [
        `Пароль вашей учётной записи ${brand} только что был изменён.`,
        `Если это сделали вы, ничего делать не нужно.`,
        `Если это были не вы, немедленно сбросьте пароль на странице ${resetUrl}: это завершит сеансы на всех устройствах.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) => `${brand}: пароль изменён. Это не вы? Сбросьте его: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'регистрации',
      login: 'входа',
      reset: 'сброса пароля',
      'change-email': 'смены эл. почты',
      'double-check': 'проверки входа',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: код ${code} для ${action}, ${validityShort}. Никому не сообщайте.`,
  },
  providerPages: {
    logoutTitle: 'Выход',
    logoutQuestion: ({ app, brand }) => `${app} просит выйти из вашего аккаунта ${brand}.`,
    logoutConfirm: 'Выйти',
    logoutCancel: 'Остаться в системе',
    signedOutTitle: 'Вы вышли',
    signedOutText: (brand) => `Вы вышли из аккаунта ${brand}.`,
    errorTitle: 'Вход невозможен',
    errorText:
      'Не удалось выполнить запрос приложения. Вернитесь в приложение и повторите попытку или войдите здесь.',
    errorCode: 'Код ошибки',
    toLogin: 'Перейти к обычному входу',
    signingOutTitle: 'Выход',
    signingOutText: (brand) =>
      `Здесь вы не вошли в аккаунт ${brand}. Продолжите, чтобы завершить выход.`,
    continue: 'Продолжить',
    languageLabel: 'Язык',
    languageChange: 'Сменить',
    footer: ({ year, brand }) => `© ${year} ${brand}. Все права защищены.`,
  },
};
