import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Tài khoản {{brand}}',
  navLabel: 'Các mục tài khoản',
  backToOverview: 'Tất cả cài đặt',
  sectionProfile: 'Thông tin cá nhân',
  sectionSecurity: 'Bảo mật',
  sectionDevices: 'Thiết bị',
  sectionApps: 'Ứng dụng',
  sectionActivity: 'Hoạt động',
  sectionAgreements: 'Thỏa thuận',
  sectionPrivacy: 'Quyền riêng tư và dữ liệu',
  glanceTitle: 'Tổng quan bảo mật',
  glancePassword: 'Mật khẩu',
  glancePasswordChanged: 'Đổi lần cuối {{time}}',
  glancePasswordNotRecent: 'Gần đây chưa đổi',
  glancePasskeys: 'Khóa truy cập',
  glanceNone: 'Chưa có',
  glanceCount: 'Đã thiết lập: {{count}}',
  glanceAuthenticator: 'Ứng dụng xác thực',
  glanceOn: 'Bật',
  glanceOff: 'Tắt',
  glanceDevices: 'Thiết bị đã đăng nhập',
  glanceDeviceCount: 'Thiết bị: {{count}}',
  passwordText: 'Một mật khẩu mạnh mà bạn không dùng ở nơi nào khác sẽ bảo vệ tài khoản của bạn.',
  change: 'Thay đổi',
  emptyPasskeys:
    'Bạn chưa có khóa truy cập. Hãy thêm một khóa để đăng nhập bằng vân tay, khuôn mặt hoặc khóa màn hình.',
  emptyActivity: 'Chưa có gì. Các lần đăng nhập và thay đổi cài đặt bảo mật sẽ được liệt kê ở đây.',
  emptyApps:
    'Không có ứng dụng nào có thể đăng nhập cho bạn. Khi bạn cho phép một ứng dụng dùng tài khoản, ứng dụng đó sẽ hiện ở đây và bạn có thể thu hồi quyền truy cập.',
  emptyAgreements: 'Chưa có thỏa thuận nào áp dụng cho tài khoản của bạn.',
} satisfies LocaleShape<typeof en>;
