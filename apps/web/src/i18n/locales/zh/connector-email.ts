import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} 未提供已验证的电子邮箱。请输入您的邮箱及我们发送到该邮箱的验证码，再补充几项信息即可创建账号。',
  email: '电子邮箱',
  haveAccount: '我已有账号',
  linkTitle: '关联到您的账号',
  linkIntro: '输入您账号的电子邮箱和密码，将 {{name}} 关联到该账号。',
  takenIntro: '该邮箱已有账号。请输入该账号的密码，将 {{name}} 关联到它。',
  createInstead: '改为创建新账号',
} satisfies LocaleShape<typeof en>;
