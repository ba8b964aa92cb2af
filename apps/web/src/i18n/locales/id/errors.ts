import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Demi keamanan, kata sandi baru tidak boleh sama dengan tiga kata sandi terakhir yang pernah digunakan.',
  invalidParameter: 'Silakan dapatkan kode terlebih dahulu.',
  invalidPassword: 'Kata sandi tidak valid',
  verificationCodeInvalid: 'Kode verifikasi tidak valid atau sudah kedaluwarsa.',
  verificationCodeExpired: 'Kode verifikasi tidak valid atau sudah kedaluwarsa.',
  codeSendFailed: 'Gagal mengirim kode kepada Anda.',
  codeSentTooOften: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
  codeSendLimitReached: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
  mobileNotSignedUp: 'Nomor ponsel ini belum terdaftar.',
  accountNotRegistered: 'Akun belum terdaftar. Silakan masukkan akun lain.',
  mobileAlreadySignedUp: 'Nomor ponsel ini sudah terdaftar. Masuk sekarang?',
  emailAlreadySignedUp: 'Email ini sudah terdaftar. Masuk sekarang?',
  emailOccupied: 'Email ini sudah digunakan oleh akun lain.',
  emailSameAsCurrent: 'Email ini sama dengan email Anda saat ini.',
  emailChangeUndoInvalid: 'Tautan pembatalan ini tidak valid, kedaluwarsa, atau sudah digunakan.',
  passwordIncorrect: 'Kata sandi salah. Silakan coba lagi.',
  accountDeletionLinkInvalid:
    'Tautan pembatalan ini tidak valid, kedaluwarsa, atau sudah digunakan.',
  deletionConfirmationMismatch: 'Itu bukan alamat email, nomor telepon, atau ID produk akun ini.',
  passwordTooCommon:
    'Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih kata sandi lain.',
  newPasswordSameAsOld:
    'Gagal mengubah kata sandi. Kata sandi baru harus berbeda dari kata sandi sebelumnya.',
  exceedMaxLoginAttempts:
    'Terlalu banyak percobaan, akun telah dikunci. Silakan coba lagi nanti atau pulihkan kata sandi Anda.',
  userPasswordNotMatch: 'Akun atau kata sandi salah. Silakan coba lagi.',
  usernameOrPasswordError: 'Pengguna yang diminta tidak ada.',
  invalidOrExpiredVerification: 'Kode verifikasi tidak valid atau sudah kedaluwarsa.',
  badRequest: 'Permintaan tidak dapat diproses. Periksa data yang Anda masukkan, lalu coba lagi.',
  underMinimumAge: 'Anda harus berusia lebih dari {{old}} tahun untuk mendaftar.',
  unknownTenant:
    'Tautan ini tidak berlaku untuk layanan kami. Silakan buka pusat akun dari alamat yang biasa Anda gunakan.',
  unsupportedGrantType: 'Metode masuk ini tidak didukung.',
  unauthorizedClient:
    'Aplikasi ini tidak dapat masuk dengan kata sandi. Silakan masuk melalui pusat akun.',
  unknownTargetClient:
    'Aplikasi asal Anda tidak dikenali. Silakan buka kembali tautan masuk dari aplikasi tersebut.',
  decryptionFailed:
    'Permintaan Anda tidak dapat dikirim dengan aman. Muat ulang halaman, lalu coba lagi.',
  contextHeaderInvalid:
    'Pengaturan wilayah dan bahasa Anda tidak dapat dibaca. Muat ulang halaman, lalu coba lagi.',
  signatureInvalid: 'Permintaan Anda tidak dapat diverifikasi. Muat ulang halaman, lalu coba lagi.',
  signatureExpired:
    'Tanggal dan waktu di perangkat Anda tampaknya salah. Perbaiki, lalu coba lagi.',
  nonceReused: 'Permintaan ini sudah dikirim. Periksa hasilnya sebelum mencoba lagi.',
  sliderRequired: 'Silakan selesaikan verifikasi geser.',
  sliderFailed: 'Verifikasi geser tidak cocok. Silakan geser lagi.',
  tokenInvalid: 'Sesi masuk Anda telah berakhir. Silakan masuk lagi.',
  invalidClient: 'Aplikasi ini tidak dapat diverifikasi. Muat ulang halaman, lalu coba lagi.',
  sessionExpired: 'Sesi masuk Anda telah berakhir. Silakan masuk lagi.',
  phoneRegionNotAllowed:
    'Nomor ponsel dari negara atau wilayah ini tidak dapat digunakan di sini. Silakan gunakan alamat email Anda.',
  notFound: 'Item yang diminta tidak ditemukan.',
  legalVersionNotCurrent: 'Ketentuan baru saja diperbarui. Silakan baca dan setujui versi terbaru.',
  payloadTooLarge: 'Permintaan terlalu besar.',
  unsupportedMediaType: 'Format permintaan tidak didukung.',
  tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  internalError: 'Terjadi kesalahan. Silakan coba lagi nanti.',
  unknownError: 'Terjadi kesalahan. Silakan coba lagi.',
  serviceUnavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
  unknownClient: 'Situs asal Anda tidak terdaftar. Silakan kembali dan coba lagi.',
  redirectUrlNotRegistered:
    'Alamat kembali situs asal Anda tidak terdaftar. Silakan kembali dan coba lagi.',
  invalidAuthorizationRequest:
    'Permintaan masuk dari situs asal Anda tidak valid. Silakan kembali dan coba lagi.',
  secondFactorInvalid: 'Kode aplikasi autentikator atau kode pemulihan salah atau sudah digunakan.',
  passkeyInvalid: 'Kunci sandi tidak dapat diverifikasi. Silakan coba lagi.',
  reauthenticationRequired: 'Demi keamanan Anda, silakan masuk lagi lalu coba kembali.',
  stepUpRequired:
    'Konfirmasikan dengan kata sandi Anda (atau kode autentikator) untuk melakukan ini.',
  connectorTicketInvalid:
    'Tautan masuk ini sudah tidak berlaku atau dimulai di browser lain. Silakan mulai lagi.',
  connectorIdentityTaken: 'Akun penyedia lain ini sudah ditautkan ke akun lain.',
  connectorLastSignInMethod:
    'Ini satu-satunya cara Anda masuk, jadi tidak dapat dilepas. Atur kata sandi atau tambahkan passkey terlebih dahulu.',
  connectorUpstreamFailed:
    'Penyedia lain tidak dapat memasukkan Anda. Coba lagi nanti atau masuk dengan cara lain.',
  securityItemNotFound: 'Item ini sudah tidak ada.',
  totpAlreadyEnabled: 'Aplikasi autentikator sudah disiapkan.',
  accountDisabled: 'Akun ini telah dinonaktifkan. Silakan hubungi dukungan.',
} satisfies LocaleShape<typeof en>;
