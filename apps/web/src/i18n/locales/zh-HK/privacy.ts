import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: '下載你的資料',
  exportText:
    '你帳戶所保存全部內容的副本：個人資料、登入識別資料、已同意的協議、裝置、活動、密碼匙以及你授權的應用程式。每天最多下載 5 次。',
  exportJson: '資料檔案（JSON）',
  exportJsonDetail: '機器可讀，方便將資料轉移到其他服務',
  exportHtml: '可閱讀的頁面（HTML）',
  exportHtmlDetail: '以你的語言顯示，可在任何瀏覽器中開啟',
  download: '下載',
  downloadLabel: '下載：{{format}}',
  exportDone: '你的資料已下載。',
  proofTitle: '確認是你本人',
  proofText: '請輸入密碼，或驗證器應用程式中的驗證碼。',
  proofLabel: '密碼或驗證器驗證碼',
  proofMissing: '請輸入密碼或驗證碼。',
  proofPasskey: '改用密碼匙',
  confirm: '確認',
  cancel: '取消',
  deleteTitle: '刪除帳戶',
  deleteText:
    '你的帳戶會立即停用：所有裝置上的登入都會登出，你登入過的應用程式將失去存取權，任何人都不能再登入此帳戶。',
  deleteGrace:
    '寬限期結束後帳戶會被永久清除。在此之前，你可以透過我們發送到你聯絡地址的通知中的連結保留帳戶。',
  deleteStart: '刪除帳戶…',
  confirmLabel: '請輸入 {{account}} 以確認',
  confirmMissing: '請完全按照顯示內容輸入 {{account}}。',
  deleteSubmit: '刪除我的帳戶',
  deletedTitle: '帳戶已刪除',
  deletedText: '你的帳戶已刪除，你已登出。',
  deletedWhen: '帳戶將於 {{date}} 被永久清除。如要保留，請在此之前開啟我們發送給你的通知中的連結。',
  cancelTitle: '保留你的帳戶',
  cancelQuestion: '要取消刪除你的帳戶嗎？帳戶將恢復啟用，你可以重新登入。',
  cancelSubmit: '保留我的帳戶',
  cancelDone: '已取消刪除。你的帳戶已恢復啟用：請登入後使用。',
  cancelInvalid: '此連結已不能使用：它已被使用或已過期。已永久清除的帳戶無法還原。',
  toLogin: '前往登入',
} satisfies LocaleShape<typeof en>;
