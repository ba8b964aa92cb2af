import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: '退出登录',
  question: '确定要退出登录吗？',
} satisfies LocaleShape<typeof en>;
