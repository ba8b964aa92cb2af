import { zhDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...zhDocumentNames,
  agreement: '我已阅读并同意《用户协议》和《隐私政策》',
  readDocuments: '阅读协议',
  productServiceNotice: '我们的设备及联网服务的使用受《<link></link>》约束。',
  close: '关闭',
  loadingDocument: '正在加载文档…',
  loadFailed: '文档加载失败。',
  retry: '重试',
  documentMeta: '版本 {{version}}，自 {{date}} 起生效',
  shownInLanguage: '此文档暂无您所用语言的版本，现以{{language}}显示。',
  updatedTitle: '我们更新了条款',
  updatedIntro: '为继续使用您的账号，请阅读并同意以下文档的最新版本：',
  updatedVersion: '版本 {{version}}',
  accept: '同意',
  declineAndLogOut: '退出登录',
  declineHint: '如不同意，您将退出登录。',
  accepted: '谢谢，已记录您的同意。',
  documentsTitle: '您的协议',
  documentAccepted: '已同意',
  documentNotAccepted: '尚未同意',
} satisfies LocaleShape<typeof en>;
