import type { logout as en } from '#i18n/locales/en/logout.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const logout = {
  title: 'Uitloggen',
  question: 'Wil je uitloggen?',
} satisfies LocaleShape<typeof en>;
