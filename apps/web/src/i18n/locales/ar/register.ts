import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'إنشاء حساب',
  modeLabel: 'طريقة التسجيل',
  emailMode: 'البريد الإلكتروني',
  phoneMode: 'الهاتف',
  emailLabel: 'البريد الإلكتروني',
  phoneLabel: 'رقم الهاتف',
  codeLabel: 'رمز التحقق',
  passwordLabel: 'كلمة المرور',
  confirmPasswordLabel: 'تأكيد كلمة المرور',
  countryLabel: 'الدولة/المنطقة',
  birthDateLegend: 'تاريخ الميلاد',
  yearLabel: 'السنة',
  monthLabel: 'الشهر',
  dayLabel: 'اليوم',
  submit: 'إنشاء حساب',
  loginLink: 'لديك حساب؟ سجّل الدخول',
  logInNow: 'سجّل الدخول الآن',
  succeeded: 'تم التسجيل بنجاح',
} satisfies LocaleShape<typeof en>;
