import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: '登入',
  modeLabel: '登入方式',
  passwordMode: '密碼登入',
  codeMode: '驗證碼登入',
  accountLabel: '帳號',
  accountPlaceholder: '手機號碼 / 電子郵件 / 產品 ID',
  passwordLabel: '密碼',
  countryLabel: '國家/地區',
  submit: '登入',
  passkeySignIn: '使用密碼金鑰登入',
  passkeyFailed: '未使用任何密碼金鑰。',
  forgotPassword: '忘記密碼？',
  registerLink: '新使用者？立即註冊',
  welcomeBack: '歡迎回來',
  doubleCheckTitle: '安全驗證',
  doubleCheckText: '為保障您的帳號安全，驗證碼將傳送至 {{destination}}。',
  doubleCheckConfirm: '確認',
  back: '返回',
  clientRefusedTitle: '無法登入',
  clientRefusedContinue: '繼續一般登入',
} satisfies LocaleShape<typeof en>;
