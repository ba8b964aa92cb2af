import { zhHKDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...zhHKDocumentNames,
  agreement: '本人已細閱並同意《用戶協議》及《私隱政策》',
  readDocuments: '細閱條款',
  productServiceNotice: '使用我們的裝置及聯網服務，須受《<link></link>》約束。',
  close: '關閉',
  loadingDocument: '正在載入文件…',
  loadFailed: '未能載入文件。',
  retry: '重試',
  documentMeta: '版本 {{version}}，由 {{date}} 起生效',
  shownInLanguage: '此文件未有你所用語言的版本，現以 {{language}} 顯示。',
  updatedTitle: '我們已更新條款',
  updatedIntro: '如要繼續使用你的帳戶，請細閱並接受以下文件的最新版本：',
  updatedVersion: '版本 {{version}}',
  accept: '接受',
  declineAndLogOut: '登出',
  declineHint: '如你不接受，將會被登出。',
  accepted: '謝謝！我們已記錄你接受條款。',
  documentsTitle: '你的協議',
  documentAccepted: '已同意',
  documentNotAccepted: '尚未同意',
} satisfies LocaleShape<typeof en>;
