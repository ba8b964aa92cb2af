import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Đặt lại mật khẩu',
  changeTitle: 'Đổi mật khẩu',
  accountLabel: 'Tài khoản',
  accountPlaceholder: 'Số điện thoại / email / ID sản phẩm',
  currentPasswordLabel: 'Mật khẩu hiện tại',
  newPasswordLabel: 'Mật khẩu mới',
  confirmPasswordLabel: 'Xác nhận mật khẩu',
  resetSubmit: 'Đặt lại mật khẩu',
  changeSubmit: 'Lưu',
  resetDone: 'Mật khẩu của bạn đã được đặt lại. Đăng nhập ngay?',
  loginLink: 'Quay lại đăng nhập',
} satisfies LocaleShape<typeof en>;
