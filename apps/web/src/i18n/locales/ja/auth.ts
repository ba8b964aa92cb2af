import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'ログイン',
  modeLabel: 'ログイン方法',
  passwordMode: 'パスワード',
  codeMode: '認証コード',
  accountLabel: 'アカウント',
  accountPlaceholder: '電話番号 / メールアドレス / 製品ID',
  passwordLabel: 'パスワード',
  countryLabel: '国・地域',
  submit: 'ログイン',
  passkeySignIn: 'パスキーでログイン',
  passkeyFailed: 'パスキーは使用されませんでした。',
  forgotPassword: 'パスワードをお忘れですか？',
  registerLink: 'はじめての方は新規登録',
  welcomeBack: 'おかえりなさい',
  doubleCheckTitle: 'セキュリティ確認',
  doubleCheckText: 'セキュリティ保護のため、{{destination}} に認証コードを送信します。',
  doubleCheckConfirm: '確認',
  back: '戻る',
  clientRefusedTitle: 'ログインできません',
  clientRefusedContinue: '通常のログインへ進む',
} satisfies LocaleShape<typeof en>;
