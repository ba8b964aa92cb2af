import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Đăng nhập',
  modeLabel: 'Phương thức đăng nhập',
  passwordMode: 'Mật khẩu',
  codeMode: 'Mã xác minh',
  accountLabel: 'Tài khoản',
  accountPlaceholder: 'Số điện thoại / email / ID sản phẩm',
  passwordLabel: 'Mật khẩu',
  countryLabel: 'Quốc gia/Khu vực',
  submit: 'Đăng nhập',
  passkeySignIn: 'Đăng nhập bằng khóa truy cập',
  passkeyFailed: 'Chưa dùng khóa truy cập nào.',
  forgotPassword: 'Quên mật khẩu?',
  registerLink: 'Người dùng mới? Đăng ký',
  welcomeBack: 'Chào mừng bạn trở lại',
  doubleCheckTitle: 'Xác minh bảo mật',
  doubleCheckText: 'Để bảo vệ tài khoản của bạn, mã xác minh sẽ được gửi đến {{destination}}.',
  doubleCheckConfirm: 'Xác nhận',
  back: 'Quay lại',
  clientRefusedTitle: 'Không thể đăng nhập',
  clientRefusedContinue: 'Tiếp tục đăng nhập thông thường',
} satisfies LocaleShape<typeof en>;
