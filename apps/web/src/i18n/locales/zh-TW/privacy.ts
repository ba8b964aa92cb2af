import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: '下載您的資料',
  exportText:
    '您帳號所保存全部內容的副本：個人資料、登入識別資訊、已同意的協議、裝置、活動、密碼金鑰以及您授權的應用程式。每天最多下載 5 次。',
  exportJson: '資料檔案（JSON）',
  exportJsonDetail: '機器可讀，方便將資料轉移到其他服務',
  exportHtml: '可閱讀的頁面（HTML）',
  exportHtmlDetail: '以您的語言呈現，可在任何瀏覽器中開啟',
  download: '下載',
  downloadLabel: '下載：{{format}}',
  exportDone: '您的資料已下載。',
  proofTitle: '確認是您本人',
  proofText: '請輸入密碼，或驗證器應用程式中的驗證碼。',
  proofLabel: '密碼或驗證器驗證碼',
  proofMissing: '請輸入密碼或驗證碼。',
  proofPasskey: '改用密碼金鑰',
  confirm: '確認',
  cancel: '取消',
  deleteTitle: '刪除帳號',
  deleteText:
    '您的帳號會立即停用：所有裝置上的登入都會登出，您登入過的應用程式將失去存取權，任何人都無法再登入此帳號。',
  deleteGrace:
    '寬限期結束後帳號會被永久清除。在此之前，您可以透過我們寄到您聯絡地址的通知中的連結保留帳號。',
  deleteStart: '刪除帳號…',
  confirmLabel: '請輸入 {{account}} 以確認',
  confirmMissing: '請完全依照顯示內容輸入 {{account}}。',
  deleteSubmit: '刪除我的帳號',
  deletedTitle: '帳號已刪除',
  deletedText: '您的帳號已刪除，您已登出。',
  deletedWhen: '帳號將於 {{date}} 被永久清除。如要保留，請在此之前開啟我們寄給您的通知中的連結。',
  cancelTitle: '保留您的帳號',
  cancelQuestion: '要取消刪除您的帳號嗎？帳號將恢復啟用，您可以重新登入。',
  cancelSubmit: '保留我的帳號',
  cancelDone: '已取消刪除。您的帳號已恢復啟用：請登入後使用。',
  cancelInvalid: '此連結已無法使用：它已被使用或已過期。已永久清除的帳號無法復原。',
  toLogin: '前往登入',
} satisfies LocaleShape<typeof en>;
