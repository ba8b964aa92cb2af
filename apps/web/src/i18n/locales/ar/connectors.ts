import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'المتابعة باستخدام {{name}}',
  or: 'أو',
  errorDenied: 'أُلغي تسجيل الدخول لدى مزوّد الخدمة الآخر. لم يتغيّر شيء.',
  registerTitle: 'أنشئ حسابك',
  registerIntro:
    'أنت تسجّل الدخول باستخدام {{name}} بالبريد {{email}}. نحتاج إلى بعض التفاصيل لإنشاء حسابك.',
  country: 'البلد أو المنطقة',
  birthDate: 'تاريخ الميلاد',
  createAccount: 'إنشاء الحساب',
  linkTitle: 'لديك حساب بالفعل',
  linkIntro:
    'يوجد حساب بالبريد {{email}} بالفعل. لربط {{name}} به، أدخل كلمة مروره أو رمزًا يُرسل إليه، أو استخدم مفتاح المرور الخاص به.',
  password: 'كلمة المرور',
  linkAndSignIn: 'الربط وتسجيل الدخول',
  linkWithPasskey: 'استخدام مفتاح مرور',
  signingIn: 'جارٍ تسجيل دخولك…',
  methodsTitle: 'طرق تسجيل الدخول',
  methodsNone: 'لا توجد طرق تسجيل دخول أخرى مرتبطة.',
  linkMethod: 'ربط {{name}}',
  unlink: 'إلغاء الربط',
  linkedDone: 'أصبح {{name}} مرتبطًا بحسابك.',
  unlinkedDone: 'تم إلغاء ربط طريقة تسجيل الدخول.',
  proofLabel: 'كلمة المرور أو رمز تطبيق المصادقة',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
