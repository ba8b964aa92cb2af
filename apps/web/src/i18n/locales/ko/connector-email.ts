import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}}에서 인증된 이메일 주소를 제공하지 않습니다. 이메일 주소와 그 주소로 보내 드리는 코드를 입력하고 몇 가지 정보를 더 입력하면 계정이 만들어집니다.',
  email: '이메일 주소',
  haveAccount: '이미 계정이 있습니다',
  linkTitle: '내 계정에 연결',
  linkIntro:
    '{{name}}을(를) 연결하려면 계정의 이메일 주소와 비밀번호 또는 계정으로 전송된 코드를 입력하거나 패스키를 사용하세요.',
  takenIntro:
    '이 주소로 된 계정이 이미 있습니다. {{name}}을(를) 연결하려면 비밀번호나 계정으로 전송된 코드를 입력하거나 패스키를 사용하세요.',
  createInstead: '대신 새 계정 만들기',
} satisfies LocaleShape<typeof en>;
