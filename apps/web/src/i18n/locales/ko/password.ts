import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: '비밀번호 재설정',
  changeTitle: '비밀번호 변경',
  accountLabel: '계정',
  accountPlaceholder: '휴대폰 번호 / 이메일 / 제품 ID',
  currentPasswordLabel: '현재 비밀번호',
  newPasswordLabel: '새 비밀번호',
  confirmPasswordLabel: '비밀번호 확인',
  resetSubmit: '비밀번호 재설정',
  changeSubmit: '저장',
  resetDone: '비밀번호가 재설정되었습니다. 지금 로그인하시겠습니까?',
  loginLink: '로그인으로 돌아가기',
} satisfies LocaleShape<typeof en>;
