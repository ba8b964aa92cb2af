import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '修改邮箱',
  emailLabel: '新邮箱',
  currentPasswordLabel: '当前密码',
  currentPasswordHint: '为保护您的账号安全，请输入密码确认此次更改。',
  submit: '保存',
} satisfies LocaleShape<typeof en>;
