import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'セキュリティ上の理由により、過去3回に使用したパスワードは新しいパスワードに設定できません。',
  invalidParameter: '先に認証コードを取得してください。',
  invalidPassword: 'パスワードが無効です',
  verificationCodeInvalid: '認証コードが無効か、有効期限が切れています。',
  verificationCodeExpired: '認証コードが無効か、有効期限が切れています。',
  codeSendFailed: '認証コードを送信できませんでした。',
  codeSentTooOften: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  codeSendLimitReached: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  mobileNotSignedUp: 'この電話番号はまだ登録されていません。',
  accountNotRegistered: 'このアカウントは登録されていません。別のアカウントを入力してください。',
  mobileAlreadySignedUp: 'この電話番号はすでに登録されています。ログインしますか？',
  emailAlreadySignedUp: 'このメールアドレスはすでに登録されています。ログインしますか？',
  emailOccupied: 'このメールアドレスは別のアカウントで使用されています。',
  emailSameAsCurrent: '現在のメールアドレスと同じです。',
  emailChangeUndoInvalid: 'この取り消しリンクは無効か、有効期限切れか、すでに使用されています。',
  passwordIncorrect: 'パスワードが正しくありません。もう一度お試しください。',
  accountDeletionLinkInvalid:
    'この取り消しリンクは無効か、有効期限切れか、すでに使用されています。',
  deletionConfirmationMismatch:
    'このアカウントのメールアドレス、電話番号、製品 ID のいずれでもありません。',
  passwordTooCommon:
    'このパスワードはよく使われており、推測されやすいため使用できません。別のパスワードを選択してください。',
  newPasswordSameAsOld:
    'パスワードを変更できませんでした。新しいパスワードには以前と異なるものを設定してください。',
  exceedMaxLoginAttempts:
    '試行回数が多すぎるため、アカウントがロックされました。しばらくしてからもう一度お試しいただくか、パスワードを再設定してください。',
  userPasswordNotMatch: 'アカウントまたはパスワードが正しくありません。もう一度お試しください。',
  usernameOrPasswordError: 'このユーザーは存在しません。',
  invalidOrExpiredVerification: '認証コードが無効か、有効期限が切れています。',
  badRequest: 'リクエストを処理できませんでした。入力内容を確認して、もう一度お試しください。',
  underMinimumAge: '登録できるのは{{old}}歳以上の方のみです。',
  unknownTenant:
    'このリンクは本サービスでは無効です。通常のアドレスからアカウントセンターを開いてください。',
  unsupportedGrantType: 'このログイン方法には対応していません。',
  unauthorizedClient:
    'このアプリではパスワードでログインできません。アカウントセンターからログインしてください。',
  unknownTargetClient:
    'アクセス元のアプリを確認できません。アプリのログインリンクをもう一度開いてください。',
  decryptionFailed:
    'リクエストを安全に送信できませんでした。ページを再読み込みして、もう一度お試しください。',
  contextHeaderInvalid:
    '地域と言語の設定を読み取れませんでした。ページを再読み込みして、もう一度お試しください。',
  signatureInvalid:
    'リクエストを検証できませんでした。ページを再読み込みして、もう一度お試しください。',
  signatureExpired:
    'お使いのデバイスの日付と時刻が正しくないようです。修正してから、もう一度お試しください。',
  nonceReused:
    'このリクエストはすでに送信されています。結果を確認してから、もう一度お試しください。',
  sliderRequired: 'スライド認証を完了してください。',
  sliderFailed: 'スライド認証に失敗しました。もう一度スライドしてください。',
  tokenInvalid: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  invalidClient:
    'このアプリを検証できませんでした。ページを再読み込みして、もう一度お試しください。',
  sessionExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  phoneRegionNotAllowed:
    'この国・地域の電話番号はご利用いただけません。メールアドレスをご利用ください。',
  notFound: 'お探しの項目が見つかりません。',
  legalVersionNotCurrent: '規約が更新されました。最新版をお読みのうえ、同意してください。',
  payloadTooLarge: 'リクエストのサイズが大きすぎます。',
  unsupportedMediaType: 'このリクエスト形式には対応していません。',
  tooManyRequests: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  internalError: '問題が発生しました。しばらくしてからもう一度お試しください。',
  unknownError: '問題が発生しました。もう一度お試しください。',
  serviceUnavailable:
    'サービスを一時的にご利用いただけません。しばらくしてからもう一度お試しください。',
  unknownClient: 'アクセス元のサイトは登録されていません。戻ってもう一度お試しください。',
  redirectUrlNotRegistered:
    'アクセス元のサイトの戻り先アドレスは登録されていません。戻ってもう一度お試しください。',
  invalidAuthorizationRequest:
    'アクセス元のサイトからのログイン要求が無効です。戻ってもう一度お試しください。',
  secondFactorInvalid:
    '認証アプリのコードまたはリカバリーコードが間違っているか、既に使用されています。',
  passkeyInvalid: 'パスキーを確認できませんでした。もう一度お試しください。',
  reauthenticationRequired: '安全のため、もう一度サインインしてからお試しください。',
  stepUpRequired: 'この操作にはパスワード（または認証アプリのコード）での確認が必要です。',
  connectorTicketInvalid:
    'このサインインリンクは無効になったか、別のブラウザーで開始されました。最初からやり直してください。',
  connectorIdentityTaken:
    'この他サービスのアカウントは、すでに別のアカウントにリンクされています。',
  connectorLastSignInMethod:
    'これが唯一のサインイン方法のため、リンクを解除できません。先にパスワードを設定するか、パスキーを追加してください。',
  connectorUpstreamFailed:
    '他サービスでサインインできませんでした。しばらくしてから再度お試しいただくか、別の方法でサインインしてください。',
  securityItemNotFound: 'この項目はもう存在しません。',
  totpAlreadyEnabled: '認証アプリは既に設定されています。',
  accountDisabled: 'このアカウントは無効化されています。サポートにお問い合わせください。',
} satisfies LocaleShape<typeof en>;
