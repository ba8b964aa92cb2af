import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: '注册',
  emailLabel: '邮箱',
  codeLabel: '验证码',
  passwordLabel: '密码',
  confirmPasswordLabel: '确认密码',
  countryLabel: '国家/地区',
  birthDateLegend: '出生日期',
  yearLabel: '年',
  monthLabel: '月',
  dayLabel: '日',
  agreement: '我已阅读并同意《用户协议》和《隐私政策》',
  submit: '注册',
  loginLink: '已有账号？立即登录',
  succeeded: '注册成功',
} satisfies LocaleShape<typeof en>;
