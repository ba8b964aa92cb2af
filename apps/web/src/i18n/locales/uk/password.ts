import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Скидання пароля',
  changeTitle: 'Зміна пароля',
  accountLabel: 'Обліковий запис',
  accountPlaceholder: 'Телефон / ел. пошта / ID продукту',
  currentPasswordLabel: 'Поточний пароль',
  newPasswordLabel: 'Новий пароль',
  confirmPasswordLabel: 'Підтвердьте пароль',
  resetSubmit: 'Скинути пароль',
  changeSubmit: 'Зберегти',
  resetDone: 'Пароль скинуто. Увійти зараз?',
  loginLink: 'Повернутися до входу',
} satisfies LocaleShape<typeof en>;
