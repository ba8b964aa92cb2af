import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: '我的帳戶',
  email: '電郵地址',
  productId: '產品 ID',
  country: '國家/地區',
  phone: '手機號碼',
  notSet: '未設定',
  changePasswordLink: '更改密碼',
  changeEmailLink: '更改電郵地址',
  logoutLink: '登出',
} satisfies LocaleShape<typeof en>;
