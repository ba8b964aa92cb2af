import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: '회원가입',
  modeLabel: '가입 방식',
  emailMode: '이메일',
  phoneMode: '휴대폰',
  emailLabel: '이메일',
  phoneLabel: '휴대폰 번호',
  codeLabel: '인증번호',
  passwordLabel: '비밀번호',
  confirmPasswordLabel: '비밀번호 확인',
  countryLabel: '국가/지역',
  birthDateLegend: '생년월일',
  yearLabel: '년',
  monthLabel: '월',
  dayLabel: '일',
  submit: '가입하기',
  loginLink: '이미 계정이 있으신가요? 로그인',
  logInNow: '지금 로그인',
  succeeded: '가입이 완료되었습니다',
} satisfies LocaleShape<typeof en>;
