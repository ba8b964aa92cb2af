import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} không cung cấp địa chỉ email đã xác minh. Hãy nhập email của bạn và mã chúng tôi gửi đến đó; thêm vài thông tin nữa là tài khoản được tạo.',
  email: 'Địa chỉ email',
  haveAccount: 'Tôi đã có tài khoản',
  linkTitle: 'Liên kết với tài khoản của bạn',
  linkIntro:
    'Nhập địa chỉ email của tài khoản và mật khẩu hoặc mã được gửi đến tài khoản, hoặc dùng khóa truy cập của tài khoản, để liên kết {{name}}.',
  takenIntro:
    'Địa chỉ này đã có tài khoản. Nhập mật khẩu hoặc mã được gửi đến tài khoản, hoặc dùng khóa truy cập của tài khoản, để liên kết {{name}}.',
  createInstead: 'Tạo tài khoản mới thay vào đó',
} satisfies LocaleShape<typeof en>;
