import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} 계정',
  navLabel: '계정 섹션',
  backToOverview: '모든 설정',
  sectionProfile: '개인 정보',
  sectionSecurity: '보안',
  sectionDevices: '기기',
  sectionApps: '앱',
  sectionActivity: '활동',
  sectionAgreements: '약관',
  sectionPrivacy: '개인정보 및 데이터',
  glanceTitle: '보안 한눈에 보기',
  glancePassword: '비밀번호',
  glancePasswordChanged: '마지막 변경: {{time}}',
  glancePasswordNotRecent: '최근에 변경하지 않음',
  glancePasskeys: '패스키',
  glanceNone: '아직 없음',
  glanceCount: '설정됨: {{count}}',
  glanceAuthenticator: '인증 앱',
  glanceOn: '켜짐',
  glanceOff: '꺼짐',
  glanceDevices: '로그인된 기기',
  glanceDeviceCount: '기기: {{count}}',
  passwordText: '다른 곳에서 쓰지 않는 강력한 비밀번호가 계정을 보호합니다.',
  change: '변경',
  emptyPasskeys:
    '아직 패스키가 없습니다. 지문, 얼굴 또는 화면 잠금으로 로그인하려면 패스키를 추가하세요.',
  emptyActivity: '아직 내역이 없습니다. 로그인과 보안 설정 변경 내역이 여기에 표시됩니다.',
  emptyApps:
    '로그인할 수 있는 앱이 없습니다. 앱에 계정 사용을 허용하면 여기에 표시되며 접근 권한을 삭제할 수 있습니다.',
  emptyAgreements: '계정에 적용되는 약관이 아직 없습니다.',
} satisfies LocaleShape<typeof en>;
