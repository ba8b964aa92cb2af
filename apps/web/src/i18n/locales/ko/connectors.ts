import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: '{{name}}(으)로 계속',
  or: '또는',
  errorDenied: '다른 제공업체에서 로그인이 취소되었습니다. 변경된 내용은 없습니다.',
  registerTitle: '계정 만들기',
  registerIntro:
    '{{name}}(으)로 {{email}} 계정에 로그인하고 있습니다. 계정을 만들려면 몇 가지 정보가 필요합니다.',
  country: '국가 또는 지역',
  birthDate: '생년월일',
  createAccount: '계정 만들기',
  linkTitle: '이미 계정이 있습니다',
  linkIntro:
    '{{email}} 계정이 이미 있습니다. {{name}}을(를) 연결하려면 해당 계정의 비밀번호나 계정으로 전송된 코드를 입력하거나 패스키를 사용하세요.',
  password: '비밀번호',
  linkAndSignIn: '연결하고 로그인',
  linkWithPasskey: '패스키 사용',
  signingIn: '로그인 중…',
  methodsTitle: '로그인 방법',
  methodsNone: '연결된 다른 로그인 방법이 없습니다.',
  linkMethod: '{{name}} 연결',
  unlink: '연결 해제',
  linkedDone: '{{name}}이(가) 계정에 연결되었습니다.',
  unlinkedDone: '로그인 방법의 연결이 해제되었습니다.',
  proofLabel: '비밀번호 또는 인증 앱 코드',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
