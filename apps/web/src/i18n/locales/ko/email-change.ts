import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '이메일 변경',
  emailLabel: '새 이메일',
  currentPasswordLabel: '현재 비밀번호',
  currentPasswordHint: '계정 보호를 위해 비밀번호로 변경을 확인해 주세요.',
  submit: '저장',
} satisfies LocaleShape<typeof en>;
