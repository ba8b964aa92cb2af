import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Вход',
  modeLabel: 'Способ входа',
  passwordMode: 'Пароль',
  codeMode: 'Код подтверждения',
  accountLabel: 'Аккаунт',
  accountPlaceholder: 'Телефон / эл. почта / ID продукта',
  passwordLabel: 'Пароль',
  countryLabel: 'Страна/регион',
  submit: 'Войти',
  passkeySignIn: 'Войти с ключом доступа',
  passkeyFailed: 'Ключ доступа не использован.',
  forgotPassword: 'Забыли пароль?',
  registerLink: 'Впервые здесь? Зарегистрируйтесь',
  welcomeBack: 'С возвращением',
  doubleCheckTitle: 'Проверка безопасности',
  doubleCheckText: 'В целях безопасности код подтверждения будет отправлен на {{destination}}.',
  doubleCheckConfirm: 'Подтвердить',
  back: 'Назад',
  clientRefusedTitle: 'Вход невозможен',
  clientRefusedContinue: 'Перейти к обычному входу',
} satisfies LocaleShape<typeof en>;
