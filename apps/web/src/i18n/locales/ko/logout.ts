import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: '로그아웃',
  question: '로그아웃하시겠습니까?',
} satisfies LocaleShape<typeof en>;
