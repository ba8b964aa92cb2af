import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Atas sebab keselamatan, kata laluan baharu tidak boleh sama dengan mana-mana tiga kata laluan terakhir yang digunakan.',
  invalidParameter: 'Sila dapatkan kod terlebih dahulu.',
  invalidPassword: 'Kata laluan tidak sah',
  verificationCodeInvalid: 'Kod pengesahan tidak sah atau telah tamat tempoh.',
  verificationCodeExpired: 'Kod pengesahan tidak sah atau telah tamat tempoh.',
  codeSendFailed: 'Gagal menghantar kod kepada anda.',
  codeSentTooOften: 'Terlalu banyak percubaan. Sila cuba lagi kemudian.',
  codeSendLimitReached: 'Terlalu banyak percubaan. Sila cuba lagi kemudian.',
  mobileNotSignedUp: 'Nombor telefon ini belum didaftarkan.',
  accountNotRegistered: 'Akaun tidak berdaftar. Sila masukkan akaun lain.',
  mobileAlreadySignedUp: 'Nombor telefon ini telah didaftarkan. Log masuk sekarang?',
  emailAlreadySignedUp: 'E-mel ini telah didaftarkan. Log masuk sekarang?',
  emailOccupied: 'E-mel ini telah digunakan oleh akaun lain.',
  emailSameAsCurrent: 'E-mel ini sama dengan e-mel semasa anda.',
  emailChangeUndoInvalid:
    'Pautan pembatalan ini tidak sah, telah tamat tempoh atau sudah digunakan.',
  passwordIncorrect: 'Kata laluan salah. Sila cuba lagi.',
  accountDeletionLinkInvalid:
    'Pautan pembatalan ini tidak sah, telah tamat tempoh atau sudah digunakan.',
  deletionConfirmationMismatch: 'Itu bukan alamat e-mel, nombor telefon atau ID produk akaun ini.',
  passwordTooCommon: 'Kata laluan ini terlalu biasa dan mudah diteka. Sila pilih kata laluan lain.',
  newPasswordSameAsOld:
    'Gagal menukar kata laluan. Kata laluan baharu mestilah berbeza daripada kata laluan sebelumnya.',
  exceedMaxLoginAttempts:
    'Terlalu banyak percubaan, akaun telah dikunci. Sila cuba lagi kemudian atau dapatkan semula kata laluan anda.',
  userPasswordNotMatch: 'Akaun atau kata laluan salah. Sila cuba lagi.',
  usernameOrPasswordError: 'Pengguna yang diminta tidak wujud.',
  invalidOrExpiredVerification: 'Kod pengesahan tidak sah atau telah tamat tempoh.',
  badRequest:
    'Permintaan tidak dapat diproses. Sila semak maklumat yang anda masukkan dan cuba lagi.',
  underMinimumAge: 'Anda mesti berumur lebih daripada {{old}} tahun untuk mendaftar.',
  unknownTenant:
    'Pautan ini tidak sah untuk perkhidmatan kami. Sila buka pusat akaun melalui alamat biasanya.',
  unsupportedGrantType: 'Kaedah log masuk ini tidak disokong.',
  unauthorizedClient:
    'Aplikasi ini tidak boleh log masuk dengan kata laluan. Sila log masuk melalui pusat akaun.',
  unknownTargetClient:
    'Aplikasi asal anda tidak dikenali. Sila buka semula pautan log masuk aplikasi tersebut.',
  decryptionFailed:
    'Permintaan anda tidak dapat dihantar dengan selamat. Sila muat semula halaman dan cuba lagi.',
  contextHeaderInvalid:
    'Tetapan wilayah dan bahasa anda tidak dapat dibaca. Sila muat semula halaman dan cuba lagi.',
  signatureInvalid: 'Permintaan anda tidak dapat disahkan. Sila muat semula halaman dan cuba lagi.',
  signatureExpired: 'Tarikh dan masa peranti anda nampaknya salah. Sila betulkan dan cuba lagi.',
  nonceReused: 'Permintaan ini telah pun dihantar. Sila semak hasilnya sebelum mencuba lagi.',
  sliderRequired: 'Sila lengkapkan pengesahan leret.',
  sliderFailed: 'Pengesahan leret tidak sepadan. Sila leret semula.',
  tokenInvalid: 'Sesi log masuk anda telah tamat. Sila log masuk semula.',
  invalidClient: 'Aplikasi ini tidak dapat disahkan. Sila muat semula halaman dan cuba lagi.',
  sessionExpired: 'Sesi log masuk anda telah tamat. Sila log masuk semula.',
  phoneRegionNotAllowed:
    'Nombor telefon dari negara atau wilayah ini tidak boleh digunakan di sini. Sila gunakan alamat e-mel anda.',
  notFound: 'Item yang diminta tidak ditemui.',
  legalVersionNotCurrent: 'Terma baru sahaja berubah. Sila baca dan terima versi semasa.',
  payloadTooLarge: 'Permintaan terlalu besar.',
  unsupportedMediaType: 'Format permintaan tidak disokong.',
  tooManyRequests: 'Terlalu banyak permintaan. Sila cuba lagi kemudian.',
  internalError: 'Berlaku ralat. Sila cuba lagi kemudian.',
  unknownError: 'Berlaku ralat. Sila cuba lagi.',
  serviceUnavailable: 'Perkhidmatan tidak tersedia buat sementara waktu. Sila cuba lagi kemudian.',
  unknownClient: 'Laman asal anda tidak berdaftar. Sila kembali dan cuba lagi.',
  redirectUrlNotRegistered:
    'Alamat kembali laman asal anda tidak berdaftar. Sila kembali dan cuba lagi.',
  invalidAuthorizationRequest:
    'Permintaan log masuk daripada laman asal anda tidak sah. Sila kembali dan cuba lagi.',
  secondFactorInvalid: 'Kod aplikasi pengesah atau kod pemulihan salah atau telah digunakan.',
  passkeyInvalid: 'Kunci laluan tidak dapat disahkan. Sila cuba lagi.',
  reauthenticationRequired: 'Demi keselamatan anda, sila log masuk semula dan cuba lagi.',
  stepUpRequired: 'Sila sahkan dengan kata laluan anda (atau kod pengesah) untuk melakukan ini.',
  connectorTicketInvalid:
    'Pautan log masuk ini tidak lagi sah atau dimulakan dalam pelayar lain. Sila mulakan semula.',
  connectorIdentityTaken: 'Akaun pembekal lain ini sudah dipautkan kepada akaun lain.',
  connectorLastSignInMethod:
    'Ini satu-satunya cara anda log masuk, jadi ia tidak boleh dinyahpaut. Tetapkan kata laluan atau tambah kunci laluan dahulu.',
  connectorUpstreamFailed:
    'Pembekal lain tidak dapat melog masuk anda. Cuba lagi kemudian atau log masuk dengan cara lain.',
  securityItemNotFound: 'Item ini tidak lagi wujud.',
  totpAlreadyEnabled: 'Aplikasi pengesah sudah disediakan.',
  accountDisabled: 'Akaun ini telah dilumpuhkan. Sila hubungi sokongan.',
} satisfies LocaleShape<typeof en>;
