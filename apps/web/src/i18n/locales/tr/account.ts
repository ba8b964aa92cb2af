import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Hesabım',
  email: 'E-posta',
  productId: 'Ürün kimliği',
  country: 'Ülke/Bölge',
  phone: 'Telefon',
  notSet: 'Ayarlanmadı',
  changePasswordLink: 'Şifreyi değiştir',
  changeEmailLink: 'E-postayı değiştir',
  logoutLink: 'Çıkış yap',
} satisfies LocaleShape<typeof en>;
