import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'حساب {{brand}}',
  navLabel: 'أقسام الحساب',
  backToOverview: 'كل الإعدادات',
  sectionProfile: 'المعلومات الشخصية',
  sectionSecurity: 'الأمان',
  sectionDevices: 'الأجهزة',
  sectionApps: 'التطبيقات',
  sectionActivity: 'النشاط',
  sectionAgreements: 'الاتفاقيات',
  sectionPrivacy: 'الخصوصية والبيانات',
  glanceTitle: 'الأمان في لمحة',
  glancePassword: 'كلمة المرور',
  glancePasswordChanged: 'آخر تغيير في {{time}}',
  glancePasswordNotRecent: 'لم تتغير مؤخرًا',
  glancePasskeys: 'مفاتيح المرور',
  glanceNone: 'لا يوجد بعد',
  glanceCount: 'المُعدّة: {{count}}',
  glanceAuthenticator: 'تطبيق المصادقة',
  glanceOn: 'مفعّل',
  glanceOff: 'متوقف',
  glanceDevices: 'الأجهزة المسجَّل الدخول عليها',
  glanceDeviceCount: 'الأجهزة: {{count}}',
  passwordText: 'كلمة مرور قوية لا تستخدمها في أي مكان آخر تحمي حسابك.',
  change: 'تغيير',
  emptyPasskeys:
    'ليس لديك مفاتيح مرور بعد. أضف مفتاحًا لتسجيل الدخول ببصمة إصبعك أو وجهك أو قفل الشاشة.',
  emptyActivity: 'لا شيء هنا بعد. ستظهر هنا عمليات تسجيل الدخول والتغييرات على إعدادات الأمان.',
  emptyApps:
    'لا يمكن لأي تطبيق تسجيل دخولك. عندما تسمح لتطبيق باستخدام حسابك، يظهر هنا ويمكنك إلغاء وصوله.',
  emptyAgreements: 'لا توجد اتفاقيات تنطبق على حسابك بعد.',
} satisfies LocaleShape<typeof en>;
