import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Mật khẩu phải dài từ 8 đến 16 ký tự và có thể gồm chữ cái, chữ số và/hoặc ký tự đặc biệt.',
  passwordMismatch: 'Mật khẩu không khớp. Vui lòng thử lại.',
  passwordRequired: 'Vui lòng nhập mật khẩu.',
  invalidEmail: 'Email không hợp lệ',
  emailLength: 'Địa chỉ email phải ít hơn 45 ký tự.',
  invalidPhone: 'Vui lòng nhập số điện thoại hợp lệ',
  invalidMobileNumber: 'Số điện thoại di động không hợp lệ, vui lòng nhập lại',
  areaCodeRequired: 'Vui lòng chọn mã vùng.',
  phoneNotAvailable:
    'Khu vực của bạn không hỗ trợ đăng nhập bằng số điện thoại. Hãy dùng email hoặc ID sản phẩm.',
  invalidAccountNoPhone: 'Vui lòng nhập email hoặc ID sản phẩm.',
  accountRequired: 'Vui lòng nhập tài khoản.',
  invalidAccount: 'Vui lòng nhập số điện thoại kèm mã quốc gia (+…), email hoặc ID sản phẩm.',
  invalidCode: 'Mã xác minh không đúng.',
  codeNotRequested: 'Vui lòng lấy mã trước.',
  agreementRequired:
    'Vui lòng đọc và đồng ý với Thỏa thuận người dùng và Chính sách quyền riêng tư.',
  invalidBirthDate: 'Vui lòng chọn ngày sinh hợp lệ.',
  invalidCountry: 'Vui lòng chọn quốc gia hoặc khu vực.',
} satisfies LocaleShape<typeof en>;
