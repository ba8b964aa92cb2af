import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: '註冊',
  modeLabel: '註冊方式',
  emailMode: '電郵註冊',
  phoneMode: '手機註冊',
  emailLabel: '電郵地址',
  phoneLabel: '手機號碼',
  codeLabel: '驗證碼',
  passwordLabel: '密碼',
  confirmPasswordLabel: '確認密碼',
  countryLabel: '國家/地區',
  birthDateLegend: '出生日期',
  yearLabel: '年',
  monthLabel: '月',
  dayLabel: '日',
  submit: '註冊',
  loginLink: '已有帳戶？立即登入',
  logInNow: '立即登入',
  succeeded: '註冊成功',
} satisfies LocaleShape<typeof en>;
