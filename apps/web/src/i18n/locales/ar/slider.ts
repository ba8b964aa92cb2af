import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'مرّر للتحقق',
  hint: 'اسحب المقبض إلى الفراغ، أو انقر على الفراغ. باستخدام لوحة المفاتيح: انتقل إلى الهدف بمفاتيح الأسهم، ثم اضغط Enter.',
  valueText: '{{value}} من 100، الهدف {{target}}',
  loading: 'جارٍ تحميل التحقق…',
  unavailable: 'تعذّر تحميل التحقق.',
  retry: 'إعادة المحاولة',
  verifying: 'جارٍ التحقق…',
  verified: 'تم التحقق',
  failed: 'لم يتطابق الموضع. يُرجى التمرير مرة أخرى.',
  lost: 'تعذّر إكمال التحقق. يُرجى التمرير مرة أخرى.',
  expired: 'انتهت صلاحية التحقق. يُرجى التمرير مرة أخرى.',
  used: 'يُرجى التمرير مرة أخرى للانتقال إلى الخطوة التالية.',
  required: 'يُرجى إكمال التحقق بالتمرير.',
} satisfies LocaleShape<typeof en>;
