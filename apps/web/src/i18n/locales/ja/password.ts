import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'パスワードの再設定',
  changeTitle: 'パスワードの変更',
  accountLabel: 'アカウント',
  accountPlaceholder: '電話番号 / メールアドレス / 製品ID',
  currentPasswordLabel: '現在のパスワード',
  newPasswordLabel: '新しいパスワード',
  confirmPasswordLabel: 'パスワード（確認）',
  resetSubmit: 'パスワードを再設定',
  changeSubmit: '保存',
  resetDone: 'パスワードを再設定しました。ログインしますか？',
  loginLink: 'ログイン画面に戻る',
} satisfies LocaleShape<typeof en>;
