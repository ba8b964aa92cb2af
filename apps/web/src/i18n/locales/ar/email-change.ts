import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'تغيير البريد الإلكتروني',
  emailLabel: 'البريد الإلكتروني الجديد',
  currentPasswordLabel: 'كلمة المرور الحالية',
  currentPasswordHint: 'لحماية حسابك، أكّد التغيير بكلمة المرور.',
  submit: 'حفظ',
  undoTitle: 'التراجع عن تغيير البريد الإلكتروني',
  undoQuestion:
    'هل تريد استعادة عنوان البريد الإلكتروني هذا لحسابك؟ سيتم تسجيل الخروج من جميع الأجهزة.',
  undoSubmit: 'التراجع عن التغيير',
  undoDone:
    'تمت استعادة عنوان بريدك الإلكتروني وتسجيل الخروج من جميع الأجهزة. سجّل الدخول، ثم أعد تعيين كلمة المرور إذا كان شخص آخر يعرفها.',
  undoToLogin: 'الانتقال إلى تسجيل الدخول',
} satisfies LocaleShape<typeof en>;
