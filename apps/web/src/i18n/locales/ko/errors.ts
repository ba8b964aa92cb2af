import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    '보안을 위해 최근에 사용한 비밀번호 3개는 새 비밀번호로 사용할 수 없습니다.',
  invalidParameter: '먼저 인증번호를 받아 주세요.',
  invalidPassword: '유효하지 않은 비밀번호입니다',
  verificationCodeInvalid: '인증번호가 유효하지 않거나 만료되었습니다.',
  verificationCodeExpired: '인증번호가 유효하지 않거나 만료되었습니다.',
  codeSendFailed: '인증번호를 발송하지 못했습니다.',
  codeSentTooOften: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  codeSendLimitReached: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  mobileNotSignedUp: '아직 가입되지 않은 휴대폰 번호입니다.',
  accountNotRegistered: '가입되지 않은 계정입니다. 다른 계정을 입력해 주세요.',
  mobileAlreadySignedUp: '이미 가입된 휴대폰 번호입니다. 지금 로그인하시겠습니까?',
  emailAlreadySignedUp: '이미 가입된 이메일입니다. 지금 로그인하시겠습니까?',
  emailOccupied: '다른 계정에서 이미 사용 중인 이메일입니다.',
  emailSameAsCurrent: '현재 이메일과 동일합니다.',
  emailChangeUndoInvalid: '이 취소 링크는 유효하지 않거나 만료되었거나 이미 사용되었습니다.',
  passwordIncorrect: '비밀번호가 올바르지 않습니다. 다시 시도해 주세요.',
  accountDeletionLinkInvalid: '이 취소 링크는 유효하지 않거나 만료되었거나 이미 사용되었습니다.',
  deletionConfirmationMismatch: '이 계정의 이메일 주소, 전화번호 또는 제품 ID가 아닙니다.',
  passwordTooCommon: '너무 흔해서 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 선택해 주세요.',
  newPasswordSameAsOld:
    '비밀번호를 변경하지 못했습니다. 새 비밀번호는 이전 비밀번호와 달라야 합니다.',
  exceedMaxLoginAttempts:
    '시도 횟수가 너무 많아 계정이 잠겼습니다. 잠시 후 다시 시도하거나 비밀번호를 재설정해 주세요.',
  userPasswordNotMatch: '계정 또는 비밀번호가 올바르지 않습니다. 다시 시도해 주세요.',
  usernameOrPasswordError: '존재하지 않는 사용자입니다.',
  invalidOrExpiredVerification: '인증번호가 유효하지 않거나 만료되었습니다.',
  badRequest: '요청을 처리할 수 없습니다. 입력한 내용을 확인한 후 다시 시도해 주세요.',
  underMinimumAge: '만 {{old}}세 이상만 가입할 수 있습니다.',
  unknownTenant:
    '이 링크는 본 서비스에서 사용할 수 없습니다. 평소에 사용하는 주소로 계정 센터를 열어 주세요.',
  unsupportedGrantType: '지원하지 않는 로그인 방식입니다.',
  unauthorizedClient:
    '이 앱에서는 비밀번호로 로그인할 수 없습니다. 계정 센터를 통해 로그인해 주세요.',
  unknownTargetClient: '접속한 앱을 확인할 수 없습니다. 해당 앱의 로그인 링크를 다시 열어 주세요.',
  decryptionFailed:
    '요청을 안전하게 전송하지 못했습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  contextHeaderInvalid:
    '지역 및 언어 설정을 읽을 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  signatureInvalid: '요청을 확인할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  signatureExpired: '기기의 날짜와 시간이 올바르지 않은 것 같습니다. 수정한 후 다시 시도해 주세요.',
  nonceReused: '이미 전송된 요청입니다. 결과를 확인한 후 다시 시도해 주세요.',
  sliderRequired: '슬라이드 인증을 완료해 주세요.',
  sliderFailed: '슬라이드 인증에 실패했습니다. 다시 밀어 주세요.',
  tokenInvalid: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  invalidClient: '앱을 확인할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  phoneRegionNotAllowed:
    '이 국가 또는 지역의 휴대폰 번호는 사용할 수 없습니다. 이메일 주소를 사용해 주세요.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  legalVersionNotCurrent: '약관이 변경되었습니다. 최신 버전을 읽고 동의해 주세요.',
  payloadTooLarge: '요청 크기가 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internalError: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unknownError: '문제가 발생했습니다. 다시 시도해 주세요.',
  serviceUnavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  unknownClient: '접속하신 사이트가 등록되어 있지 않습니다. 돌아가서 다시 시도해 주세요.',
  redirectUrlNotRegistered:
    '접속하신 사이트의 복귀 주소가 등록되어 있지 않습니다. 돌아가서 다시 시도해 주세요.',
  invalidAuthorizationRequest:
    '접속하신 사이트의 로그인 요청이 유효하지 않습니다. 돌아가서 다시 시도해 주세요.',
  secondFactorInvalid: '인증 앱 코드 또는 복구 코드가 틀렸거나 이미 사용되었습니다.',
  passkeyInvalid: '패스키를 확인할 수 없습니다. 다시 시도하세요.',
  reauthenticationRequired: '보안을 위해 다시 로그인한 후 시도하세요.',
  stepUpRequired: '이 작업을 하려면 비밀번호(또는 인증 앱 코드)로 확인하세요.',
  connectorTicketInvalid:
    '이 로그인 링크는 더 이상 유효하지 않거나 다른 브라우저에서 시작되었습니다. 다시 시작하세요.',
  connectorIdentityTaken: '다른 제공업체의 이 계정은 이미 다른 계정에 연결되어 있습니다.',
  connectorLastSignInMethod:
    '유일한 로그인 방법이므로 연결을 해제할 수 없습니다. 먼저 비밀번호를 설정하거나 패스키를 추가하세요.',
  connectorUpstreamFailed:
    '다른 제공업체에서 로그인하지 못했습니다. 나중에 다시 시도하거나 다른 방법으로 로그인하세요.',
  securityItemNotFound: '이 항목은 더 이상 존재하지 않습니다.',
  totpAlreadyEnabled: '인증 앱이 이미 설정되어 있습니다.',
  accountDisabled: '이 계정은 비활성화되었습니다. 고객 지원에 문의해 주세요.',
} satisfies LocaleShape<typeof en>;
