import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '이메일 변경',
  emailLabel: '새 이메일',
  submit: '저장',
} satisfies LocaleShape<typeof en>;
