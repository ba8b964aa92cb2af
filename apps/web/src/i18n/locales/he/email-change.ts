import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'שינוי אימייל',
  emailLabel: 'אימייל חדש',
  submit: 'שמירה',
} satisfies LocaleShape<typeof en>;
