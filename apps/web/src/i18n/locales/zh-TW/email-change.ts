import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '變更電子郵件',
  emailLabel: '新電子郵件',
  submit: '儲存',
} satisfies LocaleShape<typeof en>;
