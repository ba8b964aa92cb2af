import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: '밀어서 인증',
  hint: '핸들을 빈칸까지 끌어다 놓거나 빈칸을 탭하세요. 키보드 사용 시 화살표 키로 목표 위치까지 이동한 후 Enter 키를 누르세요.',
  valueText: '{{value}}/100, 목표 {{target}}',
  loading: '인증을 불러오는 중…',
  unavailable: '인증을 불러오지 못했습니다.',
  retry: '다시 시도',
  verifying: '인증 중…',
  verified: '인증 완료',
  failed: '위치가 맞지 않습니다. 다시 밀어 주세요.',
  lost: '인증을 완료하지 못했습니다. 다시 밀어 주세요.',
  expired: '인증이 만료되었습니다. 다시 밀어 주세요.',
  used: '다음 단계를 진행하려면 다시 밀어 주세요.',
  required: '슬라이드 인증을 완료해 주세요.',
} satisfies LocaleShape<typeof en>;
