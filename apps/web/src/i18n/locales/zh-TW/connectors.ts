import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: '使用{{name}}繼續',
  or: '或',
  errorDenied: '已在第三方服務中取消登入，未進行任何變更。',
  registerTitle: '建立帳號',
  registerIntro: '您正以 {{email}} 的身分透過{{name}}登入。建立帳號還需要一些資料。',
  country: '國家或地區',
  birthDate: '出生日期',
  createAccount: '建立帳號',
  linkTitle: '您已經有帳號',
  linkIntro:
    '已有使用 {{email}} 的帳戶。如要連結{{name}}，請輸入該帳戶的密碼或傳送至該帳戶的驗證碼，或使用其密碼金鑰。',
  password: '密碼',
  linkAndSignIn: '連結並登入',
  linkWithPasskey: '使用密碼金鑰',
  signingIn: '正在登入…',
  methodsTitle: '登入方式',
  methodsNone: '尚未連結其他登入方式。',
  linkMethod: '連結{{name}}',
  unlink: '解除連結',
  linkedDone: '{{name}}已連結至您的帳號。',
  unlinkedDone: '已解除連結該登入方式。',
  proofLabel: '密碼或驗證器代碼',
  nameWechat: '微信',
} satisfies LocaleShape<typeof en>;
