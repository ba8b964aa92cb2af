import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Сброс пароля',
  changeTitle: 'Изменение пароля',
  accountLabel: 'Аккаунт',
  accountPlaceholder: 'Телефон / эл. почта / ID продукта',
  currentPasswordLabel: 'Текущий пароль',
  newPasswordLabel: 'Новый пароль',
  confirmPasswordLabel: 'Подтвердите пароль',
  resetSubmit: 'Сбросить пароль',
  changeSubmit: 'Сохранить',
  resetDone: 'Пароль сброшен. Войти сейчас?',
  loginLink: 'Вернуться ко входу',
} satisfies LocaleShape<typeof en>;
