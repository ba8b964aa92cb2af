import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Tiếp tục với {{name}}',
  or: 'hoặc',
  errorDenied: 'Đăng nhập đã bị hủy tại nhà cung cấp khác. Không có gì thay đổi.',
  registerTitle: 'Tạo tài khoản của bạn',
  registerIntro:
    'Bạn đang đăng nhập bằng {{name}} với {{email}}. Cần thêm một vài thông tin để tạo tài khoản.',
  country: 'Quốc gia hoặc khu vực',
  birthDate: 'Ngày sinh',
  createAccount: 'Tạo tài khoản',
  linkTitle: 'Bạn đã có tài khoản',
  linkIntro:
    'Đã có tài khoản với {{email}}. Để liên kết {{name}} với tài khoản đó, hãy nhập mật khẩu hoặc mã được gửi đến tài khoản, hoặc dùng khóa truy cập của tài khoản.',
  password: 'Mật khẩu',
  linkAndSignIn: 'Liên kết và đăng nhập',
  linkWithPasskey: 'Dùng khóa truy cập',
  signingIn: 'Đang đăng nhập…',
  methodsTitle: 'Phương thức đăng nhập',
  methodsNone: 'Chưa liên kết phương thức đăng nhập nào khác.',
  linkMethod: 'Liên kết {{name}}',
  unlink: 'Hủy liên kết',
  linkedDone: '{{name}} đã được liên kết với tài khoản của bạn.',
  unlinkedDone: 'Đã hủy liên kết phương thức đăng nhập.',
  proofLabel: 'Mật khẩu hoặc mã xác thực',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
