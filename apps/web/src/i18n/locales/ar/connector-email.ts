import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    'لا يقدّم {{name}} عنوان بريد إلكتروني موثّقًا. أدخل عنوانك والرمز الذي سنرسله إليه، وببضع معلومات أخرى يُنشأ حسابك.',
  email: 'عنوان البريد الإلكتروني',
  haveAccount: 'لدي حساب بالفعل',
  linkTitle: 'الربط بحسابك',
  linkIntro:
    'أدخل عنوان البريد الإلكتروني لحسابك وكلمة مروره أو رمزًا يُرسل إليه، أو استخدم مفتاح المرور الخاص به، لربط {{name}} به.',
  takenIntro:
    'يوجد حساب بهذا العنوان بالفعل. أدخل كلمة مروره أو رمزًا يُرسل إليه، أو استخدم مفتاح المرور الخاص به، لربط {{name}} به.',
  createInstead: 'إنشاء حساب جديد بدلًا من ذلك',
} satisfies LocaleShape<typeof en>;
