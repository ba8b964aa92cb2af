import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Cho phép {{name}} đăng nhập cho bạn?',
  consentIntro: '{{name}} yêu cầu dùng tài khoản của bạn để đăng nhập. Ứng dụng sẽ nhận:',
  scopeAccountId: 'ID tài khoản của bạn',
  scopeEmail: 'Địa chỉ email của bạn',
  scopePhone: 'Số điện thoại của bạn',
  scopeOfflineAccess: 'Quyền truy cập khi bạn vắng mặt (duy trì đăng nhập)',
  consentRevokeHint: 'Bạn có thể gỡ quyền truy cập này bất cứ lúc nào trên trang tài khoản.',
  consentAllow: 'Cho phép',
  consentDeny: 'Từ chối',
  appsTitle: 'Ứng dụng có thể đăng nhập cho bạn',
  appsEmpty: 'Không có ứng dụng nào có thể đăng nhập bằng tài khoản này.',
  appsGranted: 'Đã cho phép vào {{date}}',
  appsRevoke: 'Gỡ quyền truy cập',
  appsRevokeNamed: 'Gỡ quyền truy cập của {{name}}',
  appsRevoked: '{{name}} không còn có thể đăng nhập cho bạn.',
} satisfies LocaleShape<typeof en>;
