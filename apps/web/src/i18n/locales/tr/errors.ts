import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Güvenlik nedeniyle yeni şifre, son kullanılan üç şifreden biriyle aynı olamaz.',
  invalidParameter: 'Lütfen önce doğrulama kodu alın.',
  invalidPassword: 'Geçersiz şifre',
  verificationCodeInvalid: 'Doğrulama kodu geçersiz veya süresi dolmuş.',
  verificationCodeExpired: 'Doğrulama kodu geçersiz veya süresi dolmuş.',
  codeSendFailed: 'Kod gönderilemedi.',
  codeSentTooOften: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
  codeSendLimitReached: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
  mobileNotSignedUp: 'Bu cep telefonu numarası henüz kayıtlı değil.',
  accountNotRegistered: 'Hesap kayıtlı değil. Lütfen başka bir hesap girin.',
  mobileAlreadySignedUp:
    'Bu cep telefonu numarası zaten kayıtlı. Şimdi giriş yapmak ister misiniz?',
  emailAlreadySignedUp: 'Bu e-posta adresi zaten kayıtlı. Şimdi giriş yapmak ister misiniz?',
  emailOccupied: 'Bu e-posta adresi başka bir hesap tarafından kullanılıyor.',
  emailSameAsCurrent: 'Bu e-posta adresi mevcut adresinizle aynı.',
  emailChangeUndoInvalid: 'Bu geri alma bağlantısı geçersiz, süresi dolmuş veya zaten kullanılmış.',
  passwordIncorrect: 'Şifre yanlış. Lütfen tekrar deneyin.',
  accountDeletionLinkInvalid: 'Bu iptal bağlantısı geçersiz, süresi dolmuş veya zaten kullanılmış.',
  deletionConfirmationMismatch:
    'Bu, bu hesabın e-posta adresi, telefon numarası veya ürün kimliği değil.',
  passwordTooCommon:
    'Bu şifre çok yaygın ve kolay tahmin edilebilir. Lütfen başka bir şifre seçin.',
  newPasswordSameAsOld: 'Şifre değiştirilemedi. Yeni şifre öncekinden farklı olmalıdır.',
  exceedMaxLoginAttempts:
    'Çok fazla deneme yapıldığı için hesap kilitlendi. Lütfen daha sonra tekrar deneyin veya şifrenizi sıfırlayın.',
  userPasswordNotMatch: 'Hesap veya şifre yanlış. Lütfen tekrar deneyin.',
  usernameOrPasswordError: 'Böyle bir kullanıcı yok.',
  invalidOrExpiredVerification: 'Doğrulama kodu geçersiz veya süresi dolmuş.',
  badRequest: 'İstek işlenemedi. Lütfen girdiğiniz bilgileri kontrol edip tekrar deneyin.',
  underMinimumAge: 'Kayıt olmak için en az {{old}} yaşında olmalısınız.',
  unknownTenant:
    'Bu bağlantı hizmetimiz için geçerli değil. Lütfen hesap merkezini her zamanki adresinden açın.',
  unsupportedGrantType: 'Bu giriş yöntemi desteklenmiyor.',
  unauthorizedClient:
    'Bu uygulama şifreyle giriş yapamaz. Lütfen hesap merkezi üzerinden giriş yapın.',
  unknownTargetClient:
    'Geldiğiniz uygulama tanınmıyor. Lütfen uygulamanın giriş bağlantısını yeniden açın.',
  decryptionFailed:
    'İsteğiniz güvenli bir şekilde gönderilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
  contextHeaderInvalid:
    'Bölge ve dil ayarlarınız okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  signatureInvalid: 'İsteğiniz doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  signatureExpired: 'Cihazınızın tarih ve saati yanlış görünüyor. Lütfen düzeltip tekrar deneyin.',
  nonceReused: 'Bu istek zaten gönderildi. Tekrar denemeden önce lütfen sonucu kontrol edin.',
  sliderRequired: 'Lütfen kaydırarak doğrulamayı tamamlayın.',
  sliderFailed: 'Kaydırarak doğrulama başarısız oldu. Lütfen tekrar kaydırın.',
  tokenInvalid: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  invalidClient: 'Bu uygulama doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  phoneRegionNotAllowed:
    'Bu ülke veya bölgeye ait telefon numaraları burada kullanılamaz. Lütfen e-posta adresinizi kullanın.',
  notFound: 'İstenen öğe bulunamadı.',
  legalVersionNotCurrent: 'Koşullar az önce değişti. Lütfen güncel sürümü okuyup kabul edin.',
  payloadTooLarge: 'İstek çok büyük.',
  unsupportedMediaType: 'İstek biçimi desteklenmiyor.',
  tooManyRequests: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
  internalError: 'Bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
  unknownError: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
  serviceUnavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  unknownClient: 'Geldiğiniz site kayıtlı değil. Lütfen geri dönüp tekrar deneyin.',
  redirectUrlNotRegistered:
    'Geldiğiniz sitenin dönüş adresi kayıtlı değil. Lütfen geri dönüp tekrar deneyin.',
  invalidAuthorizationRequest:
    'Geldiğiniz sitenin oturum açma isteği geçersiz. Lütfen geri dönüp tekrar deneyin.',
  secondFactorInvalid:
    'Kimlik doğrulama uygulaması kodu veya kurtarma kodu yanlış ya da daha önce kullanılmış.',
  passkeyInvalid: 'Geçiş anahtarı doğrulanamadı. Lütfen tekrar deneyin.',
  reauthenticationRequired: 'Güvenliğiniz için lütfen yeniden oturum açıp tekrar deneyin.',
  stepUpRequired: 'Bunu yapmak için şifrenizle (veya kimlik doğrulama kodunuzla) onaylayın.',
  connectorTicketInvalid:
    'Bu oturum açma bağlantısı artık geçerli değil veya başka bir tarayıcıda başlatıldı. Lütfen yeniden başlayın.',
  connectorIdentityTaken: 'Diğer sağlayıcıdaki bu hesap zaten başka bir hesaba bağlı.',
  connectorLastSignInMethod:
    'Bu, tek oturum açma yönteminiz olduğu için kaldırılamaz. Önce bir parola belirleyin veya bir geçiş anahtarı ekleyin.',
  connectorUpstreamFailed:
    'Diğer sağlayıcı oturumunuzu açamadı. Daha sonra yeniden deneyin veya başka bir yolla oturum açın.',
  securityItemNotFound: 'Bu öğe artık mevcut değil.',
  totpAlreadyEnabled: 'Bir kimlik doğrulama uygulaması zaten ayarlanmış.',
  accountDisabled: 'Bu hesap devre dışı bırakıldı. Lütfen destek ekibiyle iletişime geçin.',
} satisfies LocaleShape<typeof en>;
