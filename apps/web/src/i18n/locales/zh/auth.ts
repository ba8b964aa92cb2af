import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: '登录',
  accountLabel: '账号',
  accountPlaceholder: '手机号 / 邮箱 / 产品 ID',
  passwordLabel: '密码',
  submit: '登录',
  registerLink: '新用户？立即注册',
  welcomeBack: '欢迎回来',
} satisfies LocaleShape<typeof en>;
