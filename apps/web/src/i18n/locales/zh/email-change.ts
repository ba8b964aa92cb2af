import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '修改邮箱',
  emailLabel: '新邮箱',
  submit: '保存',
} satisfies LocaleShape<typeof en>;
