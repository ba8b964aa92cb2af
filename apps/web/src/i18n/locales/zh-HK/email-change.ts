import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '更改電郵地址',
  emailLabel: '新電郵地址',
  currentPasswordLabel: '現有密碼',
  currentPasswordHint: '為保障您的帳戶安全，請輸入密碼確認此項更改。',
  submit: '儲存',
  undoTitle: '撤銷更改電郵',
  undoQuestion: '要將此電郵地址恢復為帳戶電郵嗎？所有裝置都會登出。',
  undoSubmit: '撤銷更改',
  undoDone: '電郵地址已恢復，所有裝置均已登出。請登入；如有其他人知道你的密碼，請重設密碼。',
  undoToLogin: '前往登入',
} satisfies LocaleShape<typeof en>;
