import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} からは確認済みのメールアドレスが提供されません。メールアドレスと、そこに送るコードを入力し、いくつかの情報を加えるとアカウントが作成されます。',
  email: 'メールアドレス',
  haveAccount: 'すでにアカウントをお持ちの方',
  linkTitle: 'お持ちのアカウントに連携',
  linkIntro:
    '{{name}}をリンクするには、アカウントのメールアドレスと、そのパスワードまたはそのアカウントに送信されるコードを入力するか、パスキーを使用してください。',
  takenIntro:
    'このアドレスのアカウントはすでにあります。{{name}}をリンクするには、そのパスワードまたはそのアカウントに送信されるコードを入力するか、パスキーを使用してください。',
  createInstead: '代わりに新しいアカウントを作成',
} satisfies LocaleShape<typeof en>;
