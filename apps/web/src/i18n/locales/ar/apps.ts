import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'هل تسمح لـ {{name}} بتسجيل دخولك؟',
  consentIntro: 'يطلب {{name}} استخدام حسابك لتسجيل دخولك. وسيحصل على:',
  scopeAccountId: 'معرّف حسابك',
  scopeEmail: 'عنوان بريدك الإلكتروني',
  scopePhone: 'رقم هاتفك',
  scopeOfflineAccess: 'الوصول في أثناء غيابك (البقاء مسجّلًا)',
  consentRevokeHint: 'يمكنك إزالة هذا الوصول في أي وقت من صفحة حسابك.',
  consentAllow: 'سماح',
  consentDeny: 'رفض',
  appsTitle: 'التطبيقات التي يمكنها تسجيل دخولك',
  appsEmpty: 'لا توجد تطبيقات يمكنها تسجيل دخولك بهذا الحساب.',
  appsGranted: 'تم السماح في {{date}}',
  appsRevoke: 'إزالة الوصول',
  appsRevokeNamed: 'إزالة وصول {{name}}',
  appsRevoked: 'لم يعد بإمكان {{name}} تسجيل دخولك.',
} satisfies LocaleShape<typeof en>;
