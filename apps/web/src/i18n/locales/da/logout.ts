import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: 'Log ud',
  question: 'Vil du logge ud?',
} satisfies LocaleShape<typeof en>;
