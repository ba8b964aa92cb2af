import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Kata sandi harus terdiri dari 8 hingga 16 karakter dan dapat berisi huruf, angka, dan/atau karakter khusus.',
  passwordMismatch: 'Kata sandi tidak cocok. Silakan coba lagi.',
  passwordRequired: 'Masukkan kata sandi Anda.',
  invalidEmail: 'Email tidak valid',
  emailLength: 'Alamat email harus kurang dari 45 karakter.',
  invalidPhone: 'Masukkan nomor ponsel yang valid',
  invalidMobileNumber: 'Nomor ponsel tidak valid, silakan masukkan lagi',
  areaCodeRequired: 'Kode negara harus dipilih.',
  phoneNotAvailable:
    'Masuk dengan nomor ponsel tidak tersedia di wilayah Anda. Gunakan email atau ID produk Anda.',
  invalidAccountNoPhone: 'Masukkan email atau ID produk Anda.',
  accountRequired: 'Masukkan akun Anda.',
  invalidAccount: 'Masukkan nomor ponsel beserta kode negaranya (+…), email, atau ID produk.',
  invalidCode: 'Kode verifikasi salah.',
  codeNotRequested: 'Silakan dapatkan kode terlebih dahulu.',
  agreementRequired: 'Silakan baca dan setujui Perjanjian Pengguna dan Kebijakan Privasi.',
  invalidBirthDate: 'Pilih tanggal lahir yang valid.',
  invalidCountry: 'Pilih negara atau wilayah.',
} satisfies LocaleShape<typeof en>;
