import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: '我的帳號',
  email: '電子郵件',
  productId: '產品 ID',
  country: '國家/地區',
  phone: '手機號碼',
  notSet: '未設定',
  changePasswordLink: '變更密碼',
  changeEmailLink: '變更電子郵件',
  logoutLink: '登出',
} satisfies LocaleShape<typeof en>;
