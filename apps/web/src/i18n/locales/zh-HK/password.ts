import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: '重設密碼',
  changeTitle: '更改密碼',
  accountLabel: '帳戶',
  accountPlaceholder: '手機號碼 / 電郵地址 / 產品 ID',
  currentPasswordLabel: '現有密碼',
  newPasswordLabel: '新密碼',
  confirmPasswordLabel: '確認密碼',
  resetSubmit: '重設密碼',
  changeSubmit: '儲存',
  resetDone: '你的密碼已重設，是否立即登入？',
  loginLink: '返回登入',
} satisfies LocaleShape<typeof en>;
