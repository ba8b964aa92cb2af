import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: '注册',
  modeLabel: '注册方式',
  emailMode: '邮箱注册',
  phoneMode: '手机注册',
  emailLabel: '邮箱',
  phoneLabel: '手机号',
  codeLabel: '验证码',
  passwordLabel: '密码',
  confirmPasswordLabel: '确认密码',
  countryLabel: '国家/地区',
  birthDateLegend: '出生日期',
  yearLabel: '年',
  monthLabel: '月',
  dayLabel: '日',
  submit: '注册',
  loginLink: '已有账号？立即登录',
  logInNow: '立即登录',
  succeeded: '注册成功',
} satisfies LocaleShape<typeof en>;
