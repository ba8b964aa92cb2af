import { arDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...arDocumentNames,
  agreement: 'لقد قرأت اتفاقية المستخدم وسياسة الخصوصية وأوافق عليهما',
  readDocuments: 'قراءة المستندات',
  productServiceNotice: 'يخضع استخدام أجهزتنا وخدماتنا المتصلة لأحكام <link></link>.',
  close: 'إغلاق',
  loadingDocument: 'جارٍ تحميل المستند…',
  loadFailed: 'تعذّر تحميل المستند.',
  retry: 'إعادة المحاولة',
  documentMeta: 'الإصدار {{version}}، ساري المفعول منذ {{date}}',
  shownInLanguage: 'هذا المستند غير متوفر بلغتك، لذا يُعرض بلغة أخرى: {{language}}.',
  updatedTitle: 'لقد حدّثنا شروطنا',
  updatedIntro:
    'لمواصلة استخدام حسابك، يُرجى قراءة الإصدارات الحالية من المستندات التالية والموافقة عليها:',
  updatedVersion: 'الإصدار {{version}}',
  accept: 'موافق',
  declineAndLogOut: 'تسجيل الخروج',
  declineHint: 'إذا لم توافق عليها، فسيتم تسجيل خروجك.',
  accepted: 'شكرًا لك. تم تسجيل موافقتك.',
  documentsTitle: 'اتفاقياتك',
  documentAccepted: 'تم القبول',
  documentNotAccepted: 'لم يتم القبول بعد',
} satisfies LocaleShape<typeof en>;
