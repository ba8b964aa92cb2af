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
    'Аккаунт с {{email}} уже существует. Чтобы привязать к нему {{name}}, введите его пароль или отправленный на него код либо используйте его ключ доступа.',
  password: 'Пароль',
  linkAndSignIn: 'Привязать и войти',
  linkWithPasskey: 'Использовать ключ доступа',
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
