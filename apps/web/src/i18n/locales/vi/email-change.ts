import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Đổi email',
  emailLabel: 'Email mới',
  currentPasswordLabel: 'Mật khẩu hiện tại',
  currentPasswordHint: 'Để bảo vệ tài khoản, vui lòng xác nhận thay đổi bằng mật khẩu của bạn.',
  submit: 'Lưu',
  undoTitle: 'Hoàn tác thay đổi email',
  undoQuestion: 'Khôi phục địa chỉ email này cho tài khoản của bạn? Mọi thiết bị sẽ bị đăng xuất.',
  undoSubmit: 'Hoàn tác thay đổi',
  undoDone:
    'Địa chỉ email của bạn đã được khôi phục và mọi thiết bị đã bị đăng xuất. Hãy đăng nhập, rồi đặt lại mật khẩu nếu người khác biết mật khẩu đó.',
  undoToLogin: 'Đến trang đăng nhập',
} satisfies LocaleShape<typeof en>;
