import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: 'Tài khoản của tôi',
  email: 'Email',
  productId: 'ID sản phẩm',
  country: 'Quốc gia/Khu vực',
  phone: 'Số điện thoại',
  notSet: 'Chưa thiết lập',
  changePasswordLink: 'Đổi mật khẩu',
  changeEmailLink: 'Đổi email',
  logoutLink: 'Đăng xuất',
} satisfies LocaleShape<typeof en>;
