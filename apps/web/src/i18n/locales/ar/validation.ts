import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'يجب أن تتكون كلمة المرور من 8 إلى 16 حرفًا، ويمكن أن تحتوي على أحرف وأرقام و/أو رموز خاصة.',
  passwordMismatch: 'كلمتا المرور غير متطابقتين. يُرجى المحاولة مرة أخرى.',
  passwordRequired: 'يُرجى إدخال كلمة المرور.',
  invalidEmail: 'البريد الإلكتروني غير صالح',
  emailLength: 'يجب أن يكون عنوان البريد الإلكتروني أقل من 45 حرفًا.',
  invalidPhone: 'يُرجى إدخال رقم هاتف صالح',
  invalidMobileNumber: 'رقم الجوال غير صالح، يُرجى إدخاله مرة أخرى',
  areaCodeRequired: 'يجب اختيار رمز الدولة.',
  phoneNotAvailable:
    'تسجيل الدخول برقم الهاتف غير متاح في منطقتك. استخدم بريدك الإلكتروني أو معرّف المنتج.',
  invalidAccountNoPhone: 'يُرجى إدخال بريدك الإلكتروني أو معرّف المنتج.',
  accountRequired: 'يُرجى إدخال حسابك.',
  invalidAccount: 'يُرجى إدخال رقم هاتف مع رمز الدولة (+…)، أو بريد إلكتروني، أو معرّف منتج.',
  invalidCode: 'رمز التحقق غير صحيح.',
  codeNotRequested: 'يُرجى الحصول على الرمز أولًا.',
  agreementRequired: 'يُرجى قراءة اتفاقية المستخدم وسياسة الخصوصية والموافقة عليهما.',
  invalidBirthDate: 'يُرجى اختيار تاريخ ميلاد صالح.',
  invalidCountry: 'يُرجى اختيار دولة أو منطقة.',
} satisfies LocaleShape<typeof en>;
