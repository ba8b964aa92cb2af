import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Đổi email',
  emailLabel: 'Email mới',
  currentPasswordLabel: 'Mật khẩu hiện tại',
  currentPasswordHint: 'Để bảo vệ tài khoản, vui lòng xác nhận thay đổi bằng mật khẩu của bạn.',
  submit: 'Lưu',
} satisfies LocaleShape<typeof en>;
