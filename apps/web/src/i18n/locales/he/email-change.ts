import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'שינוי אימייל',
  emailLabel: 'אימייל חדש',
  currentPasswordLabel: 'הסיסמה הנוכחית',
  currentPasswordHint: 'כדי להגן על החשבון שלך, יש לאשר את השינוי באמצעות הסיסמה.',
  submit: 'שמירה',
} satisfies LocaleShape<typeof en>;
