import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Мой аккаунт',
  email: 'Эл. почта',
  productId: 'ID продукта',
  country: 'Страна/регион',
  phone: 'Телефон',
  notSet: 'Не указано',
  changePasswordLink: 'Изменить пароль',
  changeEmailLink: 'Изменить эл. почту',
  logoutLink: 'Выйти',
} satisfies LocaleShape<typeof en>;
