import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Tải xuống dữ liệu của bạn',
  exportText:
    'Bản sao mọi thứ tài khoản của bạn lưu giữ: hồ sơ, định danh đăng nhập, các thỏa thuận đã chấp nhận, thiết bị, hoạt động, khóa truy cập và các ứng dụng bạn đã cho phép. Tối đa 5 lần tải mỗi ngày.',
  exportJson: 'Tệp dữ liệu (JSON)',
  exportJsonDetail: 'Máy đọc được, để chuyển dữ liệu của bạn sang dịch vụ khác',
  exportHtml: 'Trang dễ đọc (HTML)',
  exportHtmlDetail: 'Bằng ngôn ngữ của bạn, mở được trong mọi trình duyệt',
  download: 'Tải xuống',
  downloadLabel: 'Tải xuống: {{format}}',
  exportDone: 'Dữ liệu của bạn đã được tải xuống.',
  proofTitle: 'Xác nhận đó là bạn',
  proofText: 'Nhập mật khẩu, hoặc mã từ ứng dụng xác thực của bạn.',
  proofLabel: 'Mật khẩu hoặc mã xác thực',
  proofMissing: 'Nhập mật khẩu hoặc mã.',
  proofPasskey: 'Dùng khóa truy cập thay thế',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  deleteTitle: 'Xóa tài khoản',
  deleteText:
    'Tài khoản của bạn bị vô hiệu hóa ngay: bạn bị đăng xuất trên mọi thiết bị, các ứng dụng bạn đã đăng nhập mất quyền truy cập và không ai có thể đăng nhập vào tài khoản này nữa.',
  deleteGrace:
    'Tài khoản bị xóa vĩnh viễn sau một thời gian ân hạn. Trước đó, đường liên kết trong thông báo chúng tôi gửi đến địa chỉ liên hệ của bạn giúp giữ lại tài khoản.',
  deleteStart: 'Xóa tài khoản…',
  confirmLabel: 'Để xác nhận, hãy nhập {{account}}',
  confirmMissing: 'Nhập {{account}} đúng như hiển thị.',
  deleteSubmit: 'Xóa tài khoản của tôi',
  deletedTitle: 'Đã xóa tài khoản',
  deletedText: 'Tài khoản của bạn đã bị xóa và bạn đã được đăng xuất.',
  deletedWhen:
    'Tài khoản sẽ bị xóa vĩnh viễn vào {{date}}. Để giữ lại, hãy mở đường liên kết trong thông báo chúng tôi đã gửi trước ngày đó.',
  cancelTitle: 'Giữ lại tài khoản của bạn',
  cancelQuestion:
    'Hủy việc xóa tài khoản của bạn? Tài khoản sẽ hoạt động trở lại và bạn có thể đăng nhập.',
  cancelSubmit: 'Giữ lại tài khoản của tôi',
  cancelDone: 'Đã hủy việc xóa. Tài khoản của bạn đã hoạt động trở lại: hãy đăng nhập để sử dụng.',
  cancelInvalid:
    'Không thể dùng đường liên kết này nữa: nó đã được sử dụng hoặc đã hết hạn. Tài khoản đã bị xóa vĩnh viễn thì không thể khôi phục.',
  toLogin: 'Đến trang đăng nhập',
} satisfies LocaleShape<typeof en>;
