import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '變更電子郵件',
  emailLabel: '新電子郵件',
  currentPasswordLabel: '目前密碼',
  currentPasswordHint: '為保護您的帳號安全，請輸入密碼確認此次變更。',
  submit: '儲存',
} satisfies LocaleShape<typeof en>;
