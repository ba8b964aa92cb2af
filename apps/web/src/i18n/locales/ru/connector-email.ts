import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} не передаёт подтверждённый адрес электронной почты. Введите свой адрес и код, который мы на него отправим; ещё несколько данных — и аккаунт создан.',
  email: 'Адрес электронной почты',
  haveAccount: 'У меня уже есть аккаунт',
  linkTitle: 'Привязать к вашему аккаунту',
  linkIntro:
    'Введите адрес электронной почты вашего аккаунта и его пароль или отправленный на него код либо используйте его ключ доступа, чтобы привязать к нему {{name}}.',
  takenIntro:
    'С этим адресом уже есть аккаунт. Введите его пароль или отправленный на него код либо используйте его ключ доступа, чтобы привязать к нему {{name}}.',
  createInstead: 'Создать новый аккаунт',
} satisfies LocaleShape<typeof en>;
