import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '이메일 변경',
  emailLabel: '새 이메일',
  currentPasswordLabel: '현재 비밀번호',
  currentPasswordHint: '계정 보호를 위해 비밀번호로 변경을 확인해 주세요.',
  submit: '저장',
  undoTitle: '이메일 변경 취소',
  undoQuestion: '이 이메일 주소를 계정에 다시 설정할까요? 모든 기기에서 로그아웃됩니다.',
  undoSubmit: '변경 취소',
  undoDone:
    '이메일 주소가 복원되었고 모든 기기에서 로그아웃되었습니다. 로그인한 후 다른 사람이 비밀번호를 알았다면 재설정해 주세요.',
  undoToLogin: '로그인으로 이동',
} satisfies LocaleShape<typeof en>;
