import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} 未提供已驗證的電子郵件地址。請輸入您的電子郵件及我們寄送至該信箱的驗證碼，再補充幾項資料即可建立帳號。',
  email: '電子郵件地址',
  haveAccount: '我已有帳號',
  linkTitle: '連結至您的帳號',
  linkIntro:
    '輸入帳戶的電子郵件地址及其密碼或傳送至該帳戶的驗證碼，或使用其密碼金鑰，以連結{{name}}。',
  takenIntro:
    '此地址已有帳戶。輸入該帳戶的密碼或傳送至該帳戶的驗證碼，或使用其密碼金鑰，以連結{{name}}。',
  createInstead: '改為建立新帳號',
} satisfies LocaleShape<typeof en>;
