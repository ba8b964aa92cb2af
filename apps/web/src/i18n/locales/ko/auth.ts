import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: '로그인',
  modeLabel: '로그인 방식',
  passwordMode: '비밀번호 로그인',
  codeMode: '인증번호 로그인',
  accountLabel: '계정',
  accountPlaceholder: '휴대폰 번호 / 이메일 / 제품 ID',
  passwordLabel: '비밀번호',
  countryLabel: '국가/지역',
  submit: '로그인',
  passkeySignIn: '패스키로 로그인',
  passkeyFailed: '패스키를 사용하지 않았습니다.',
  forgotPassword: '비밀번호를 잊으셨나요?',
  registerLink: '처음이신가요? 회원가입',
  welcomeBack: '다시 오신 것을 환영합니다',
  doubleCheckTitle: '보안 인증',
  doubleCheckText: '계정 보호를 위해 {{destination}}(으)로 인증번호를 발송합니다.',
  doubleCheckConfirm: '확인',
  back: '뒤로',
  clientRefusedTitle: '로그인할 수 없음',
  clientRefusedContinue: '일반 로그인으로 계속',
} satisfies LocaleShape<typeof en>;
