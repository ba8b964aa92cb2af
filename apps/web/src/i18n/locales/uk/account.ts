import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Мій обліковий запис',
  email: 'Ел. пошта',
  productId: 'ID продукту',
  country: 'Країна/регіон',
  phone: 'Телефон',
  notSet: 'Не вказано',
  changePasswordLink: 'Змінити пароль',
  changeEmailLink: 'Змінити ел. пошту',
  logoutLink: 'Вийти',
} satisfies LocaleShape<typeof en>;
