import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: '登出',
  question: '確定要登出嗎？',
} satisfies LocaleShape<typeof en>;
