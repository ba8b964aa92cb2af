import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Đổi email',
  emailLabel: 'Email mới',
  submit: 'Lưu',
} satisfies LocaleShape<typeof en>;
