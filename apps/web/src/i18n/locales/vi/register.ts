import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Đăng ký',
  modeLabel: 'Phương thức đăng ký',
  emailMode: 'Email',
  phoneMode: 'Số điện thoại',
  emailLabel: 'Email',
  phoneLabel: 'Số điện thoại',
  codeLabel: 'Mã xác minh',
  passwordLabel: 'Mật khẩu',
  confirmPasswordLabel: 'Xác nhận mật khẩu',
  countryLabel: 'Quốc gia/Khu vực',
  birthDateLegend: 'Ngày sinh',
  yearLabel: 'Năm',
  monthLabel: 'Tháng',
  dayLabel: 'Ngày',
  submit: 'Đăng ký',
  loginLink: 'Đã có tài khoản? Đăng nhập',
  logInNow: 'Đăng nhập ngay',
  succeeded: 'Đăng ký thành công',
} satisfies LocaleShape<typeof en>;
