import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'تنزيل بياناتك',
  exportText:
    'نسخة من كل ما يحتفظ به حسابك: الملف الشخصي ومعرّفات تسجيل الدخول والاتفاقيات المقبولة والأجهزة والنشاط ومفاتيح المرور والتطبيقات التي سمحت لها. حتى 5 تنزيلات في اليوم.',
  exportJson: 'ملف البيانات (JSON)',
  exportJsonDetail: 'قابل للقراءة آليًا، لنقل بياناتك إلى خدمة أخرى',
  exportHtml: 'صفحة مقروءة (HTML)',
  exportHtmlDetail: 'بلغتك، وتُفتح في أي متصفح',
  download: 'تنزيل',
  downloadLabel: 'تنزيل: {{format}}',
  exportDone: 'تم تنزيل بياناتك.',
  proofTitle: 'أكّد هويتك',
  proofText: 'أدخل كلمة المرور أو رمزًا من تطبيق المصادقة.',
  proofLabel: 'كلمة المرور أو رمز المصادقة',
  proofMissing: 'أدخل كلمة المرور أو الرمز.',
  proofPasskey: 'استخدام مفتاح مرور بدلاً من ذلك',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  deleteTitle: 'حذف الحساب',
  deleteText:
    'يُعطَّل حسابك فورًا: يتم تسجيل خروجك من جميع الأجهزة، وتفقد التطبيقات التي سجّلت الدخول إليها صلاحية الوصول، ولا يمكن لأحد تسجيل الدخول إليه.',
  deleteGrace:
    'يُمحى نهائيًا بعد فترة سماح. وحتى ذلك الحين، يتيح لك الرابط الموجود في الإشعار الذي نرسله إلى عنوان التواصل الخاص بك الاحتفاظ بالحساب.',
  deleteStart: 'حذف الحساب…',
  confirmLabel: 'للتأكيد، اكتب {{account}}',
  confirmMissing: 'اكتب {{account}} تمامًا كما هو معروض.',
  deleteSubmit: 'حذف حسابي',
  deletedTitle: 'تم حذف الحساب',
  deletedText: 'تم حذف حسابك وتسجيل خروجك.',
  deletedWhen:
    'سيُمحى في {{date}}. للاحتفاظ به، افتح قبل ذلك الرابط الموجود في الإشعار الذي أرسلناه إليك.',
  cancelTitle: 'الاحتفاظ بحسابك',
  cancelQuestion: 'هل تريد إلغاء حذف حسابك؟ سيعود نشطًا ويمكنك تسجيل الدخول.',
  cancelSubmit: 'الاحتفاظ بحسابي',
  cancelDone: 'تم إلغاء الحذف. حسابك نشط من جديد: سجّل الدخول لاستخدامه.',
  cancelInvalid:
    'لم يعد بالإمكان استخدام هذا الرابط: فقد استُخدم من قبل أو انتهت صلاحيته. لا يمكن استعادة حساب تم محوه.',
  toLogin: 'الانتقال إلى تسجيل الدخول',
} satisfies LocaleShape<typeof en>;
