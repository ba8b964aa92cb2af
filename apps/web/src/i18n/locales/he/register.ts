import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'הרשמה',
  modeLabel: 'שיטת הרשמה',
  emailMode: 'אימייל',
  phoneMode: 'טלפון',
  emailLabel: 'אימייל',
  phoneLabel: 'מספר טלפון',
  codeLabel: 'קוד אימות',
  passwordLabel: 'סיסמה',
  confirmPasswordLabel: 'אימות סיסמה',
  countryLabel: 'מדינה/אזור',
  birthDateLegend: 'תאריך לידה',
  yearLabel: 'שנה',
  monthLabel: 'חודש',
  dayLabel: 'יום',
  submit: 'הרשמה',
  loginLink: 'כבר יש לך חשבון? להתחברות',
  logInNow: 'להתחברות עכשיו',
  succeeded: 'ההרשמה הושלמה',
} satisfies LocaleShape<typeof en>;
