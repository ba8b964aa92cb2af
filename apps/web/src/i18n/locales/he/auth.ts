import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'התחברות',
  modeLabel: 'שיטת התחברות',
  passwordMode: 'סיסמה',
  codeMode: 'קוד אימות',
  accountLabel: 'חשבון',
  accountPlaceholder: 'טלפון / אימייל / מזהה מוצר',
  passwordLabel: 'סיסמה',
  countryLabel: 'מדינה/אזור',
  submit: 'התחברות',
  passkeySignIn: 'כניסה עם מפתח גישה',
  passkeyFailed: 'לא נעשה שימוש במפתח גישה.',
  forgotPassword: 'שכחת את הסיסמה?',
  registerLink: 'אין לך חשבון? להרשמה',
  welcomeBack: 'ברוכים השבים',
  doubleCheckTitle: 'אימות אבטחה',
  doubleCheckText: 'לשמירה על אבטחת החשבון, קוד אימות יישלח אל {{destination}}.',
  doubleCheckConfirm: 'אישור',
  back: 'חזרה',
  clientRefusedTitle: 'לא ניתן להיכנס',
  clientRefusedContinue: 'המשך לכניסה הרגילה',
} satisfies LocaleShape<typeof en>;
