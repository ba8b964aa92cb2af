import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'تغيير البريد الإلكتروني',
  emailLabel: 'البريد الإلكتروني الجديد',
  currentPasswordLabel: 'كلمة المرور الحالية',
  currentPasswordHint: 'لحماية حسابك، أكّد التغيير بكلمة المرور.',
  submit: 'حفظ',
} satisfies LocaleShape<typeof en>;
