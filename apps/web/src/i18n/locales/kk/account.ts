import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Менің аккаунтым',
  email: 'Эл. пошта',
  productId: 'Өнім ID',
  country: 'Ел/аймақ',
  phone: 'Телефон',
  notSet: 'Көрсетілмеген',
  changePasswordLink: 'Құпия сөзді өзгерту',
  changeEmailLink: 'Эл. поштаны өзгерту',
  logoutLink: 'Шығу',
} satisfies LocaleShape<typeof en>;
