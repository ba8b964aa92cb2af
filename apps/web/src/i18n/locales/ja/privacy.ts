import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'データをダウンロード',
  exportText:
    'アカウントに保存されているすべての情報のコピー：プロフィール、サインイン用の識別子、同意した規約、デバイス、アクティビティ、パスキー、アクセスを許可したアプリ。1日に5回までダウンロードできます。',
  exportJson: 'データファイル（JSON）',
  exportJsonDetail: '機械で読み取れる形式。データを別のサービスに移すときに',
  exportHtml: '閲覧用ページ（HTML）',
  exportHtmlDetail: 'ご利用の言語で、どのブラウザでも開けます',
  download: 'ダウンロード',
  downloadLabel: 'ダウンロード：{{format}}',
  exportDone: 'データをダウンロードしました。',
  proofTitle: 'ご本人確認',
  proofText: 'パスワード、または認証アプリのコードを入力してください。',
  proofLabel: 'パスワードまたは認証コード',
  proofMissing: 'パスワードまたはコードを入力してください。',
  proofPasskey: '代わりにパスキーを使用',
  confirm: '確認',
  cancel: 'キャンセル',
  deleteTitle: 'アカウントを削除',
  deleteText:
    'アカウントはすぐに無効になります。すべてのデバイスからログアウトされ、ログインしていたアプリはアクセスできなくなり、誰もこのアカウントにログインできなくなります。',
  deleteGrace:
    '猶予期間が過ぎると完全に消去されます。それまでは、ご連絡先に送るお知らせのリンクからアカウントを残すことができます。',
  deleteStart: 'アカウントを削除…',
  confirmLabel: '確認のため {{account}} と入力してください',
  confirmMissing: '{{account}} を表示どおりに入力してください。',
  deleteSubmit: 'アカウントを削除する',
  deletedTitle: 'アカウントを削除しました',
  deletedText: 'アカウントを削除し、ログアウトしました。',
  deletedWhen:
    '{{date}} に完全に消去されます。残す場合は、それまでにお送りしたお知らせのリンクを開いてください。',
  cancelTitle: 'アカウントを残す',
  cancelQuestion:
    'アカウントの削除を取り消しますか？アカウントは再び有効になり、ログインできます。',
  cancelSubmit: 'アカウントを残す',
  cancelDone: '削除を取り消しました。アカウントは再び有効です。ログインしてご利用ください。',
  cancelInvalid:
    'このリンクはもう使用できません。すでに使用されたか、有効期限が切れています。完全に消去されたアカウントは復元できません。',
  toLogin: 'ログインへ',
} satisfies LocaleShape<typeof en>;
