import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: 'Выход',
  question: 'Выйти из аккаунта?',
} satisfies LocaleShape<typeof en>;
