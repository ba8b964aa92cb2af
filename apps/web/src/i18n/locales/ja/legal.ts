import { jaDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...jaDocumentNames,
  agreement: '利用規約とプライバシーポリシーを読み、同意します',
  readDocuments: '規約を読む',
  productServiceNotice:
    '当社のデバイスおよび接続サービスのご利用には、<link></link>が適用されます。',
  close: '閉じる',
  loadingDocument: 'ドキュメントを読み込んでいます…',
  loadFailed: 'ドキュメントを読み込めませんでした。',
  retry: '再試行',
  documentMeta: 'バージョン {{version}}（{{date}} から適用）',
  shownInLanguage:
    'このドキュメントはお使いの言語では提供されていないため、{{language}} で表示しています。',
  updatedTitle: '規約を更新しました',
  updatedIntro:
    'アカウントを引き続きご利用いただくには、以下のドキュメントの最新版をお読みのうえ、同意してください：',
  updatedVersion: 'バージョン {{version}}',
  accept: '同意する',
  declineAndLogOut: 'ログアウト',
  declineHint: '同意しない場合は、ログアウトされます。',
  accepted: 'ありがとうございます。同意を記録しました。',
  documentsTitle: 'ご利用中の規約',
  documentAccepted: '同意済み',
  documentNotAccepted: '未同意',
} satisfies LocaleShape<typeof en>;
