import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule: '비밀번호는 8~16자이며 영문, 숫자, 특수문자를 사용할 수 있습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다. 다시 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  invalidEmail: '올바른 이메일 형식이 아닙니다',
  emailLength: '이메일 주소는 45자 미만이어야 합니다.',
  invalidPhone: '올바른 휴대폰 번호를 입력해 주세요',
  invalidMobileNumber: '휴대폰 번호가 올바르지 않습니다. 다시 입력해 주세요',
  areaCodeRequired: '국가 번호를 선택해 주세요.',
  phoneNotAvailable:
    '현재 지역에서는 휴대폰 번호로 로그인할 수 없습니다. 이메일 또는 제품 ID를 사용해 주세요.',
  invalidAccountNoPhone: '이메일 또는 제품 ID를 입력해 주세요.',
  accountRequired: '계정을 입력해 주세요.',
  invalidAccount: '국가 번호(+…)를 포함한 휴대폰 번호, 이메일 또는 제품 ID를 입력해 주세요.',
  invalidCode: '인증번호가 올바르지 않습니다.',
  codeNotRequested: '먼저 인증번호를 받아 주세요.',
  agreementRequired: '이용약관 및 개인정보 처리방침을 읽고 동의해 주세요.',
  invalidBirthDate: '올바른 생년월일을 선택해 주세요.',
  invalidCountry: '국가 또는 지역을 선택해 주세요.',
} satisfies LocaleShape<typeof en>;
