import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: '使用{{name}}继续',
  or: '或',
  errorDenied: '已在第三方服务中取消登录，未做任何更改。',
  registerTitle: '创建账户',
  registerIntro: '您正在以 {{email}} 的身份通过{{name}}登录。创建账户还需要一些信息。',
  country: '国家或地区',
  birthDate: '出生日期',
  createAccount: '创建账户',
  linkTitle: '您已有账户',
  linkIntro:
    '已存在使用 {{email}} 的账户。要关联{{name}}，请输入该账户的密码或发送给该账户的验证码，或使用其通行密钥。',
  password: '密码',
  linkAndSignIn: '关联并登录',
  linkWithPasskey: '使用通行密钥',
  signingIn: '正在登录…',
  methodsTitle: '登录方式',
  methodsNone: '尚未关联其他登录方式。',
  linkMethod: '关联{{name}}',
  unlink: '解除关联',
  linkedDone: '{{name}}已关联到您的账户。',
  unlinkedDone: '已解除关联该登录方式。',
  proofLabel: '密码或身份验证器验证码',
  nameWechat: '微信',
} satisfies LocaleShape<typeof en>;
