import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: 'ログアウト',
  question: 'ログアウトしますか？',
} satisfies LocaleShape<typeof en>;
