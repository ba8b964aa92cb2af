import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Akun saya',
  email: 'Email',
  productId: 'ID produk',
  country: 'Negara/Wilayah',
  phone: 'Ponsel',
  notSet: 'Belum diatur',
  changePasswordLink: 'Ubah kata sandi',
  changeEmailLink: 'Ubah email',
  logoutLink: 'Keluar',
} satisfies LocaleShape<typeof en>;
