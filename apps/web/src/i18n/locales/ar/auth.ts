import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'تسجيل الدخول',
  modeLabel: 'طريقة تسجيل الدخول',
  passwordMode: 'كلمة المرور',
  codeMode: 'رمز التحقق',
  accountLabel: 'الحساب',
  accountPlaceholder: 'الهاتف / البريد الإلكتروني / معرّف المنتج',
  passwordLabel: 'كلمة المرور',
  countryLabel: 'الدولة/المنطقة',
  submit: 'تسجيل الدخول',
  passkeySignIn: 'تسجيل الدخول باستخدام مفتاح مرور',
  passkeyFailed: 'لم يُستخدم أي مفتاح مرور.',
  forgotPassword: 'هل نسيت كلمة المرور؟',
  registerLink: 'مستخدم جديد؟ أنشئ حسابًا',
  welcomeBack: 'مرحبًا بعودتك',
  doubleCheckTitle: 'التحقق الأمني',
  doubleCheckText: 'حرصًا على أمانك، سيتم إرسال رمز التحقق إلى {{destination}}.',
  doubleCheckConfirm: 'تأكيد',
  back: 'رجوع',
  clientRefusedTitle: 'تعذّر تسجيل الدخول',
  clientRefusedContinue: 'المتابعة إلى تسجيل الدخول العادي',
} satisfies LocaleShape<typeof en>;
