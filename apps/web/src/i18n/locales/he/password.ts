import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'איפוס סיסמה',
  changeTitle: 'שינוי סיסמה',
  accountLabel: 'חשבון',
  accountPlaceholder: 'טלפון / אימייל / מזהה מוצר',
  currentPasswordLabel: 'הסיסמה הנוכחית',
  newPasswordLabel: 'סיסמה חדשה',
  confirmPasswordLabel: 'אימות סיסמה',
  resetSubmit: 'איפוס סיסמה',
  changeSubmit: 'שמירה',
  resetDone: 'הסיסמה אופסה. להתחבר עכשיו?',
  loginLink: 'חזרה להתחברות',
} satisfies LocaleShape<typeof en>;
