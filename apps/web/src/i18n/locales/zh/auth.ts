import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: '登录',
  modeLabel: '登录方式',
  passwordMode: '密码登录',
  codeMode: '验证码登录',
  accountLabel: '账号',
  accountPlaceholder: '手机号 / 邮箱 / 产品 ID',
  passwordLabel: '密码',
  countryLabel: '国家/地区',
  submit: '登录',
  passkeySignIn: '使用通行密钥登录',
  passkeyFailed: '未使用通行密钥。',
  forgotPassword: '忘记密码？',
  registerLink: '新用户？立即注册',
  welcomeBack: '欢迎回来',
  doubleCheckTitle: '安全验证',
  doubleCheckText: '为了您的账号安全，验证码将发送至 {{destination}}。',
  doubleCheckConfirm: '确认',
  back: '返回',
  clientRefusedTitle: '无法登录',
  clientRefusedContinue: '继续普通登录',
} satisfies LocaleShape<typeof en>;
