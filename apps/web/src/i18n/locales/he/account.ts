import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'החשבון שלי',
  email: 'אימייל',
  productId: 'מזהה מוצר',
  country: 'מדינה/אזור',
  phone: 'טלפון',
  notSet: 'לא הוגדר',
  changePasswordLink: 'שינוי סיסמה',
  changeEmailLink: 'שינוי אימייל',
  logoutLink: 'התנתקות',
} satisfies LocaleShape<typeof en>;
