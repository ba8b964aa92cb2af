import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: '重設密碼',
  changeTitle: '變更密碼',
  accountLabel: '帳號',
  accountPlaceholder: '手機號碼 / 電子郵件 / 產品 ID',
  currentPasswordLabel: '目前密碼',
  newPasswordLabel: '新密碼',
  confirmPasswordLabel: '確認密碼',
  resetSubmit: '重設密碼',
  changeSubmit: '儲存',
  resetDone: '您的密碼已重設，要立即登入嗎？',
  loginLink: '返回登入',
} satisfies LocaleShape<typeof en>;
