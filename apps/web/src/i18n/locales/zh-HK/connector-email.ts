import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} 未有提供已驗證的電郵地址。請輸入您的電郵及我們發送至該電郵的驗證碼，再補充幾項資料即可建立帳戶。',
  email: '電郵地址',
  haveAccount: '我已有帳戶',
  linkTitle: '連結至您的帳戶',
  linkIntro: '輸入帳戶的電郵地址及其密碼或傳送至該帳戶的驗證碼，或使用其密碼匙，以連結{{name}}。',
  takenIntro:
    '此地址已有帳戶。輸入該帳戶的密碼或傳送至該帳戶的驗證碼，或使用其密碼匙，以連結{{name}}。',
  createInstead: '改為建立新帳戶',
} satisfies LocaleShape<typeof en>;
