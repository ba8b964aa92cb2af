import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Продовжити з {{name}}',
  or: 'або',
  errorDenied: 'Вхід скасовано в іншого провайдера. Нічого не змінено.',
  registerTitle: 'Створіть обліковий запис',
  registerIntro:
    'Ви входите через {{name}} як {{email}}. Для створення облікового запису потрібно ще кілька даних.',
  country: 'Країна або регіон',
  birthDate: 'Дата народження',
  createAccount: 'Створити обліковий запис',
  linkTitle: 'У вас уже є обліковий запис',
  linkIntro:
    'Обліковий запис із {{email}} уже існує. Щоб прив’язати до нього {{name}}, введіть його пароль або надісланий на нього код чи скористайтеся його ключем доступу.',
  password: 'Пароль',
  linkAndSignIn: 'Пов’язати й увійти',
  linkWithPasskey: 'Використати ключ доступу',
  signingIn: 'Виконується вхід…',
  methodsTitle: 'Способи входу',
  methodsNone: 'Інших способів входу не пов’язано.',
  linkMethod: 'Пов’язати {{name}}',
  unlink: 'Від’єднати',
  linkedDone: '{{name}} тепер пов’язано з вашим обліковим записом.',
  unlinkedDone: 'Спосіб входу від’єднано.',
  proofLabel: 'Пароль або код автентифікатора',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
