import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule: '密码长度为 8 至 16 位，可包含字母、数字和/或特殊字符。',
  passwordMismatch: '两次输入的密码不一致，请重新输入。',
  passwordRequired: '请输入密码。',
  invalidEmail: '邮箱格式不正确',
  emailLength: '邮箱地址长度不能超过 45 个字符。',
  invalidPhone: '请输入有效的手机号码',
  invalidMobileNumber: '手机号码无效，请重新输入',
  areaCodeRequired: '请选择国际区号。',
  phoneNotAvailable: '您所在的地区不支持手机号登录，请使用邮箱或产品 ID。',
  invalidAccountNoPhone: '请输入邮箱或产品 ID。',
  accountRequired: '请输入账号。',
  invalidAccount: '请输入带国家区号（+…）的手机号、邮箱或产品 ID。',
  invalidCode: '验证码错误。',
  codeNotRequested: '请先获取验证码。',
  agreementRequired: '请阅读并同意《用户协议》和《隐私政策》。',
  invalidBirthDate: '请选择有效的出生日期。',
  invalidCountry: '请选择国家/地区。',
} satisfies LocaleShape<typeof en>;
