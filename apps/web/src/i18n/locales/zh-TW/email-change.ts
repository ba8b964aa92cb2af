import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '變更電子郵件',
  emailLabel: '新電子郵件',
  currentPasswordLabel: '目前密碼',
  currentPasswordHint: '為保護您的帳號安全，請輸入密碼確認此次變更。',
  submit: '儲存',
  undoTitle: '撤銷電子郵件變更',
  undoQuestion: '要將此電子郵件地址恢復為帳號信箱嗎？所有裝置都會登出。',
  undoSubmit: '撤銷變更',
  undoDone: '電子郵件地址已恢復，所有裝置皆已登出。請登入；若有他人知道您的密碼，請重設密碼。',
  undoToLogin: '前往登入',
} satisfies LocaleShape<typeof en>;
