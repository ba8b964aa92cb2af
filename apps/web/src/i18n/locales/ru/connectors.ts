import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Продолжить с {{name}}',
  or: 'или',
  errorDenied: 'Вход отменён у другого провайдера. Ничего не изменено.',
  registerTitle: 'Создайте учётную запись',
  registerIntro:
    'Вы входите через {{name}} как {{email}}. Для создания учётной записи нужно ещё несколько сведений.',
  country: 'Страна или регион',
  birthDate: 'Дата рождения',
  createAccount: 'Создать учётную запись',
  linkTitle: 'У вас уже есть учётная запись',
  linkIntro:
    'Учётная запись с адресом {{email}} уже существует. Введите её пароль, чтобы привязать к ней {{name}}.',
  password: 'Пароль',
  linkAndSignIn: 'Привязать и войти',
  signingIn: 'Выполняется вход…',
  methodsTitle: 'Способы входа',
  methodsNone: 'Другие способы входа не привязаны.',
  linkMethod: 'Привязать {{name}}',
  unlink: 'Отвязать',
  linkedDone: '{{name}} теперь привязан к вашей учётной записи.',
  unlinkedDone: 'Способ входа отвязан.',
  proofLabel: 'Пароль или код приложения-аутентификатора',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
