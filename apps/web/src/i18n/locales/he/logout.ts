import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: 'התנתקות',
  question: 'להתנתק מהחשבון?',
} satisfies LocaleShape<typeof en>;
