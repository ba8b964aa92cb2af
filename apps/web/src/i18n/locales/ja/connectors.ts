import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: '{{name}}で続行',
  or: 'または',
  errorDenied: '他サービスでのサインインがキャンセルされました。何も変更されていません。',
  registerTitle: 'アカウントを作成',
  registerIntro:
    '{{name}}で{{email}}としてサインインしています。アカウントの作成にはいくつかの情報が必要です。',
  country: '国または地域',
  birthDate: '生年月日',
  createAccount: 'アカウントを作成',
  linkTitle: 'すでにアカウントをお持ちです',
  linkIntro:
    '{{email}}のアカウントがすでにあります。{{name}}をリンクするには、そのアカウントのパスワードか、そのアカウントに送信されるコードを入力するか、パスキーを使用してください。',
  password: 'パスワード',
  linkAndSignIn: 'リンクしてサインイン',
  linkWithPasskey: 'パスキーを使用',
  signingIn: 'サインインしています…',
  methodsTitle: 'サインイン方法',
  methodsNone: 'リンクされている他のサインイン方法はありません。',
  linkMethod: '{{name}}をリンク',
  unlink: 'リンク解除',
  linkedDone: '{{name}}がアカウントにリンクされました。',
  unlinkedDone: 'サインイン方法のリンクを解除しました。',
  proofLabel: 'パスワードまたは認証アプリのコード',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
