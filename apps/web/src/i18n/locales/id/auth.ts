import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Masuk',
  modeLabel: 'Metode masuk',
  passwordMode: 'Kata sandi',
  codeMode: 'Kode verifikasi',
  accountLabel: 'Akun',
  accountPlaceholder: 'Ponsel / email / ID produk',
  passwordLabel: 'Kata sandi',
  countryLabel: 'Negara/Wilayah',
  submit: 'Masuk',
  passkeySignIn: 'Masuk dengan kunci sandi',
  passkeyFailed: 'Tidak ada kunci sandi yang digunakan.',
  forgotPassword: 'Lupa kata sandi?',
  registerLink: 'Pengguna baru? Daftar',
  welcomeBack: 'Selamat datang kembali',
  doubleCheckTitle: 'Verifikasi keamanan',
  doubleCheckText: 'Demi keamanan Anda, kode verifikasi akan dikirim ke {{destination}}.',
  doubleCheckConfirm: 'Konfirmasi',
  back: 'Kembali',
  clientRefusedTitle: 'Tidak dapat masuk',
  clientRefusedContinue: 'Lanjutkan ke proses masuk biasa',
} satisfies LocaleShape<typeof en>;
