import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'حسابي',
  email: 'البريد الإلكتروني',
  productId: 'معرّف المنتج',
  country: 'الدولة/المنطقة',
  phone: 'الهاتف',
  notSet: 'غير محدد',
  changePasswordLink: 'تغيير كلمة المرور',
  changeEmailLink: 'تغيير البريد الإلكتروني',
  logoutLink: 'تسجيل الخروج',
} satisfies LocaleShape<typeof en>;
