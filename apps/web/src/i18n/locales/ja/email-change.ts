import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'メールアドレスの変更',
  emailLabel: '新しいメールアドレス',
  submit: '保存',
} satisfies LocaleShape<typeof en>;
