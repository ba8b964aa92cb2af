import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'メールアドレスの変更',
  emailLabel: '新しいメールアドレス',
  currentPasswordLabel: '現在のパスワード',
  currentPasswordHint: 'アカウント保護のため、パスワードを入力して変更を確定してください。',
  submit: '保存',
} satisfies LocaleShape<typeof en>;
