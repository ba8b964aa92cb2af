import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Vietnamese. */
export const vi: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Mã xác minh ${brand} của bạn`,
    action: {
      register: 'tạo tài khoản',
      login: 'đăng nhập',
      reset: 'đặt lại mật khẩu',
      'change-email': 'đổi địa chỉ email',
      'double-check': 'xác nhận chính bạn đang đăng nhập',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Mã xác minh ${brand} của bạn là ${code}, dùng để ${action}.`,
        `Mã có hiệu lực trong ${validity} và chỉ dùng được một lần.`,
        'Nếu bạn không yêu cầu mã này, hãy bỏ qua thư này; tuyệt đối không chia sẻ mã với bất kỳ ai.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Địa chỉ email ${brand} của bạn đã được thay đổi`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `Địa chỉ email của tài khoản ${brand} của bạn đã được đổi thành ${newEmail}.`,
        'Từ nay, mã và thông báo về tài khoản của bạn sẽ được gửi đến địa chỉ mới.',
        `Nếu không phải bạn thực hiện thay đổi này, hãy mở ${undoUrl} trong vòng ${validity}: địa chỉ này sẽ được khôi phục và mọi thiết bị sẽ bị đăng xuất. Sau đó hãy đặt lại mật khẩu.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Mật khẩu ${brand} của bạn đã được thay đổi`,
    body: ({ brand, resetUrl }) =>
      [
        `Mật khẩu tài khoản ${brand} của bạn vừa được thay đổi.`,
        `Nếu đó là bạn, bạn không cần làm gì thêm.`,
        `Nếu không phải bạn, hãy đặt lại mật khẩu ngay tại ${resetUrl}: mọi thiết bị sẽ bị đăng xuất.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: mật khẩu đã đổi. Không phải bạn? Đặt lại ngay: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'tạo tài khoản',
      login: 'đăng nhập',
      reset: 'đặt lại mật khẩu',
      'change-email': 'đổi email',
      'double-check': 'xác nhận đăng nhập',
    },
    // Vietnamese letters need UCS-2 (70 characters); hence the terse "hạn" for "valid for".
    body: ({ brand, action, code, validity }) =>
      `${brand}: mã ${code} để ${action}, hạn ${validity}. Đừng chia sẻ mã.`,
  },
  providerPages: {
    logoutTitle: 'Đăng xuất',
    logoutQuestion: ({ app, brand }) => `${app} yêu cầu đăng xuất bạn khỏi tài khoản ${brand}.`,
    logoutConfirm: 'Đăng xuất tôi',
    logoutCancel: 'Giữ trạng thái đăng nhập',
    signedOutTitle: 'Đã đăng xuất',
    signedOutText: (brand) => `Bạn đã đăng xuất khỏi tài khoản ${brand}.`,
    errorTitle: 'Không thể đăng nhập',
    errorText:
      'Không thể hoàn tất yêu cầu của ứng dụng. Hãy quay lại ứng dụng và thử lại, hoặc đăng nhập tại đây.',
    errorCode: 'Mã lỗi',
    toLogin: 'Tiếp tục đăng nhập thông thường',
    signingOutTitle: 'Đăng xuất',
    signingOutText: (brand) =>
      `Bạn chưa đăng nhập tài khoản ${brand} tại đây. Tiếp tục để hoàn tất việc đăng xuất.`,
    continue: 'Tiếp tục',
    languageLabel: 'Ngôn ngữ',
    languageChange: 'Đổi',
    footer: ({ year, brand }) => `© ${year} ${brand}. Bảo lưu mọi quyền.`,
  },
};
