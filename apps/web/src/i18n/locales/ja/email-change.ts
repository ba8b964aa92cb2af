import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'メールアドレスの変更',
  emailLabel: '新しいメールアドレス',
  currentPasswordLabel: '現在のパスワード',
  currentPasswordHint: 'アカウント保護のため、パスワードを入力して変更を確定してください。',
  submit: '保存',
  undoTitle: 'メールアドレス変更の取り消し',
  undoQuestion: 'このメールアドレスをアカウントに戻しますか？すべての端末からログアウトされます。',
  undoSubmit: '変更を取り消す',
  undoDone:
    'メールアドレスを元に戻し、すべての端末からログアウトしました。ログインして、他の人がパスワードを知っていた場合は再設定してください。',
  undoToLogin: 'ログインへ',
} satisfies LocaleShape<typeof en>;
