import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} 未提供已验证的电子邮箱。请输入您的邮箱及我们发送到该邮箱的验证码，再补充几项信息即可创建账号。',
  email: '电子邮箱',
  haveAccount: '我已有账号',
  linkTitle: '关联到您的账号',
  linkIntro: '输入账户的邮箱地址及其密码或发送给该账户的验证码，或使用其通行密钥，以关联{{name}}。',
  takenIntro:
    '该地址已有账户。输入该账户的密码或发送给该账户的验证码，或使用其通行密钥，以关联{{name}}。',
  createInstead: '改为创建新账号',
} satisfies LocaleShape<typeof en>;
