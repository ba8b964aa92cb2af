import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: '내 계정',
  email: '이메일',
  productId: '제품 ID',
  country: '국가/지역',
  phone: '휴대폰 번호',
  notSet: '미설정',
  changePasswordLink: '비밀번호 변경',
  changeEmailLink: '이메일 변경',
  logoutLink: '로그아웃',
} satisfies LocaleShape<typeof en>;
