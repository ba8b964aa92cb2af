import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'マイアカウント',
  email: 'メールアドレス',
  productId: '製品ID',
  country: '国・地域',
  phone: '電話番号',
  notSet: '未設定',
  changePasswordLink: 'パスワードを変更',
  changeEmailLink: 'メールアドレスを変更',
  logoutLink: 'ログアウト',
} satisfies LocaleShape<typeof en>;
