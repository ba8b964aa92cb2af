import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Вхід',
  modeLabel: 'Спосіб входу',
  passwordMode: 'Пароль',
  codeMode: 'Код підтвердження',
  accountLabel: 'Обліковий запис',
  accountPlaceholder: 'Телефон / ел. пошта / ID продукту',
  passwordLabel: 'Пароль',
  countryLabel: 'Країна/регіон',
  submit: 'Увійти',
  passkeySignIn: 'Увійти з ключем доступу',
  passkeyFailed: 'Ключ доступу не використано.',
  forgotPassword: 'Забули пароль?',
  registerLink: 'Уперше тут? Зареєструйтеся',
  welcomeBack: 'З поверненням',
  doubleCheckTitle: 'Перевірка безпеки',
  doubleCheckText: 'З міркувань безпеки код підтвердження буде надіслано на {{destination}}.',
  doubleCheckConfirm: 'Підтвердити',
  back: 'Назад',
  clientRefusedTitle: 'Вхід неможливий',
  clientRefusedContinue: 'Перейти до звичайного входу',
} satisfies LocaleShape<typeof en>;
