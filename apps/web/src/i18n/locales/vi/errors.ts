import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Vì lý do bảo mật, mật khẩu mới không được trùng với bất kỳ mật khẩu nào trong ba mật khẩu gần nhất.',
  invalidParameter: 'Vui lòng lấy mã trước.',
  invalidPassword: 'Mật khẩu không hợp lệ',
  verificationCodeInvalid: 'Mã xác minh không hợp lệ hoặc đã hết hạn.',
  verificationCodeExpired: 'Mã xác minh không hợp lệ hoặc đã hết hạn.',
  codeSendFailed: 'Không gửi được mã cho bạn.',
  codeSentTooOften: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
  codeSendLimitReached: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
  mobileNotSignedUp: 'Số điện thoại này chưa được đăng ký.',
  accountNotRegistered: 'Tài khoản chưa được đăng ký. Vui lòng nhập tài khoản khác.',
  mobileAlreadySignedUp: 'Số điện thoại này đã được đăng ký. Đăng nhập ngay?',
  emailAlreadySignedUp: 'Email này đã được đăng ký. Đăng nhập ngay?',
  emailOccupied: 'Email này đã được một tài khoản khác sử dụng.',
  emailSameAsCurrent: 'Email này trùng với email hiện tại.',
  emailChangeUndoInvalid: 'Liên kết hoàn tác này không hợp lệ, đã hết hạn hoặc đã được sử dụng.',
  passwordIncorrect: 'Mật khẩu không đúng. Vui lòng thử lại.',
  accountDeletionLinkInvalid: 'Liên kết hủy này không hợp lệ, đã hết hạn hoặc đã được sử dụng.',
  deletionConfirmationMismatch:
    'Đó không phải là địa chỉ email, số điện thoại hay ID sản phẩm của tài khoản này.',
  passwordTooCommon: 'Mật khẩu này quá phổ biến và dễ đoán. Vui lòng chọn mật khẩu khác.',
  newPasswordSameAsOld: 'Không đổi được mật khẩu. Mật khẩu mới phải khác mật khẩu trước đó.',
  exceedMaxLoginAttempts:
    'Bạn đã thử quá nhiều lần, tài khoản đã bị khóa. Vui lòng thử lại sau hoặc lấy lại mật khẩu.',
  userPasswordNotMatch: 'Tài khoản hoặc mật khẩu không đúng. Vui lòng thử lại.',
  usernameOrPasswordError: 'Người dùng được yêu cầu không tồn tại.',
  invalidOrExpiredVerification: 'Mã xác minh không hợp lệ hoặc đã hết hạn.',
  badRequest: 'Không thể xử lý yêu cầu. Vui lòng kiểm tra thông tin đã nhập và thử lại.',
  underMinimumAge: 'Bạn phải trên {{old}} tuổi mới có thể đăng ký.',
  unknownTenant:
    'Liên kết này không dùng được cho dịch vụ của chúng tôi. Vui lòng mở trung tâm tài khoản từ địa chỉ thông thường.',
  unsupportedGrantType: 'Phương thức đăng nhập này không được hỗ trợ.',
  unauthorizedClient:
    'Ứng dụng này không được phép đăng nhập bằng mật khẩu. Vui lòng đăng nhập qua trung tâm tài khoản.',
  unknownTargetClient:
    'Không nhận diện được ứng dụng đã chuyển bạn đến đây. Vui lòng mở lại liên kết đăng nhập của ứng dụng đó.',
  decryptionFailed:
    'Không thể gửi yêu cầu của bạn một cách an toàn. Vui lòng tải lại trang và thử lại.',
  contextHeaderInvalid:
    'Không đọc được cài đặt khu vực và ngôn ngữ của bạn. Vui lòng tải lại trang và thử lại.',
  signatureInvalid: 'Không thể xác minh yêu cầu của bạn. Vui lòng tải lại trang và thử lại.',
  signatureExpired:
    'Ngày giờ trên thiết bị của bạn có vẻ không đúng. Vui lòng chỉnh lại và thử lại.',
  nonceReused: 'Yêu cầu này đã được gửi. Vui lòng kiểm tra kết quả trước khi thử lại.',
  sliderRequired: 'Vui lòng hoàn tất xác minh bằng thanh trượt.',
  sliderFailed: 'Xác minh bằng thanh trượt không khớp. Vui lòng trượt lại.',
  tokenInvalid: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  invalidClient: 'Không thể xác minh ứng dụng này. Vui lòng tải lại trang và thử lại.',
  sessionExpired: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  phoneRegionNotAllowed:
    'Không thể dùng số điện thoại của quốc gia hoặc khu vực này tại đây. Vui lòng dùng địa chỉ email của bạn.',
  notFound: 'Không tìm thấy mục được yêu cầu.',
  legalVersionNotCurrent:
    'Điều khoản vừa được thay đổi. Vui lòng đọc và chấp nhận phiên bản hiện hành.',
  payloadTooLarge: 'Yêu cầu quá lớn.',
  unsupportedMediaType: 'Định dạng yêu cầu không được hỗ trợ.',
  tooManyRequests: 'Quá nhiều yêu cầu. Vui lòng thử lại sau.',
  internalError: 'Đã xảy ra lỗi. Vui lòng thử lại sau.',
  unknownError: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  serviceUnavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.',
  unknownClient: 'Trang web bạn đến từ đó chưa được đăng ký. Vui lòng quay lại và thử lại.',
  redirectUrlNotRegistered:
    'Địa chỉ quay lại của trang web bạn đến từ đó chưa được đăng ký. Vui lòng quay lại và thử lại.',
  invalidAuthorizationRequest:
    'Yêu cầu đăng nhập của trang web bạn đến từ đó không hợp lệ. Vui lòng quay lại và thử lại.',
  secondFactorInvalid: 'Mã ứng dụng xác thực hoặc mã khôi phục không đúng hoặc đã được dùng.',
  passkeyInvalid: 'Không thể xác minh khóa truy cập. Vui lòng thử lại.',
  reauthenticationRequired: 'Vì sự an toàn của bạn, vui lòng đăng nhập lại rồi thử lại.',
  stepUpRequired: 'Vui lòng xác nhận bằng mật khẩu (hoặc mã xác thực) để thực hiện việc này.',
  connectorTicketInvalid:
    'Liên kết đăng nhập này không còn hợp lệ hoặc được bắt đầu trong trình duyệt khác. Vui lòng bắt đầu lại.',
  connectorIdentityTaken:
    'Tài khoản của nhà cung cấp khác này đã được liên kết với một tài khoản khác.',
  connectorLastSignInMethod:
    'Đây là cách đăng nhập duy nhất của bạn nên không thể hủy liên kết. Hãy đặt mật khẩu hoặc thêm khóa truy cập trước.',
  connectorUpstreamFailed:
    'Nhà cung cấp khác không thể đăng nhập cho bạn. Vui lòng thử lại sau hoặc đăng nhập bằng cách khác.',
  securityItemNotFound: 'Mục này không còn tồn tại.',
  totpAlreadyEnabled: 'Ứng dụng xác thực đã được thiết lập.',
  accountDisabled: 'Tài khoản này đã bị vô hiệu hóa. Vui lòng liên hệ bộ phận hỗ trợ.',
} satisfies LocaleShape<typeof en>;
