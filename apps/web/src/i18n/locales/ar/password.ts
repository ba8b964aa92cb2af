import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'إعادة تعيين كلمة المرور',
  changeTitle: 'تغيير كلمة المرور',
  accountLabel: 'الحساب',
  accountPlaceholder: 'الهاتف / البريد الإلكتروني / معرّف المنتج',
  currentPasswordLabel: 'كلمة المرور الحالية',
  newPasswordLabel: 'كلمة المرور الجديدة',
  confirmPasswordLabel: 'تأكيد كلمة المرور',
  resetSubmit: 'إعادة تعيين كلمة المرور',
  changeSubmit: 'حفظ',
  resetDone: 'تمت إعادة تعيين كلمة المرور. هل تريد تسجيل الدخول الآن؟',
  loginLink: 'العودة إلى تسجيل الدخول',
} satisfies LocaleShape<typeof en>;
