import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} không cung cấp địa chỉ email đã xác minh. Hãy nhập email của bạn và mã chúng tôi gửi đến đó; thêm vài thông tin nữa là tài khoản được tạo.',
  email: 'Địa chỉ email',
  haveAccount: 'Tôi đã có tài khoản',
  linkTitle: 'Liên kết với tài khoản của bạn',
  linkIntro: 'Nhập email và mật khẩu tài khoản của bạn để liên kết {{name}} với tài khoản đó.',
  takenIntro: 'Địa chỉ này đã có tài khoản. Nhập mật khẩu của tài khoản đó để liên kết {{name}}.',
  createInstead: 'Tạo tài khoản mới thay vào đó',
} satisfies LocaleShape<typeof en>;
