import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: '登入',
  modeLabel: '登入方式',
  passwordMode: '密碼登入',
  codeMode: '驗證碼登入',
  accountLabel: '帳戶',
  accountPlaceholder: '手機號碼 / 電郵地址 / 產品 ID',
  passwordLabel: '密碼',
  countryLabel: '國家/地區',
  submit: '登入',
  passkeySignIn: '使用密碼匙登入',
  passkeyFailed: '未有使用任何密碼匙。',
  forgotPassword: '忘記密碼？',
  registerLink: '新用戶？立即註冊',
  welcomeBack: '歡迎回來',
  doubleCheckTitle: '保安驗證',
  doubleCheckText: '為保障你的帳戶安全，驗證碼將發送至 {{destination}}。',
  doubleCheckConfirm: '確認',
  back: '返回',
  clientRefusedTitle: '無法登入',
  clientRefusedContinue: '繼續一般登入',
} satisfies LocaleShape<typeof en>;
