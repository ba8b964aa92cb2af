import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '{{name}}이(가) 로그인하도록 허용하시겠습니까?',
  consentIntro: '{{name}}이(가) 로그인을 위해 계정 사용을 요청합니다. 다음 정보를 받게 됩니다:',
  scopeAccountId: '계정 ID',
  scopeEmail: '이메일 주소',
  scopePhone: '전화번호',
  scopeOfflineAccess: '부재 중 접근(로그인 유지)',
  consentRevokeHint: '계정 페이지에서 언제든지 이 접근 권한을 삭제할 수 있습니다.',
  consentAllow: '허용',
  consentDeny: '거부',
  appsTitle: '로그인할 수 있는 앱',
  appsEmpty: '이 계정으로 로그인할 수 있는 앱이 없습니다.',
  appsGranted: '{{date}}에 허용됨',
  appsRevoke: '접근 권한 삭제',
  appsRevokeNamed: '{{name}}의 접근 권한 삭제',
  appsRevoked: '{{name}}은(는) 더 이상 로그인할 수 없습니다.',
} satisfies LocaleShape<typeof en>;
