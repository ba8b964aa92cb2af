import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Akaun saya',
  email: 'E-mel',
  productId: 'ID produk',
  country: 'Negara/Wilayah',
  phone: 'Telefon',
  notSet: 'Belum ditetapkan',
  changePasswordLink: 'Tukar kata laluan',
  changeEmailLink: 'Tukar e-mel',
  logoutLink: 'Log keluar',
} satisfies LocaleShape<typeof en>;
