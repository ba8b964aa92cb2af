import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '更改電郵地址',
  emailLabel: '新電郵地址',
  currentPasswordLabel: '現有密碼',
  currentPasswordHint: '為保障您的帳戶安全，請輸入密碼確認此項更改。',
  submit: '儲存',
} satisfies LocaleShape<typeof en>;
