import { zhTWDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...zhTWDocumentNames,
  agreement: '我已閱讀並同意《使用者協議》及《隱私權政策》',
  readDocuments: '閱讀條款',
  productServiceNotice: '使用我們的裝置及連網服務，須遵守《<link></link>》。',
  close: '關閉',
  loadingDocument: '正在載入文件…',
  loadFailed: '文件載入失敗。',
  retry: '重試',
  documentMeta: '版本 {{version}}，自 {{date}} 起生效',
  shownInLanguage: '此文件尚無您所用語言的版本，目前以 {{language}} 顯示。',
  updatedTitle: '我們已更新條款',
  updatedIntro: '如要繼續使用您的帳號，請閱讀並同意下列文件的最新版本：',
  updatedVersion: '版本 {{version}}',
  accept: '同意',
  declineAndLogOut: '登出',
  declineHint: '若不同意，您將會被登出。',
  accepted: '謝謝！已記錄您的同意。',
  documentsTitle: '您的協議',
  documentAccepted: '已同意',
  documentNotAccepted: '尚未同意',
} satisfies LocaleShape<typeof en>;
