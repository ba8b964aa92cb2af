import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Daftar',
  modeLabel: 'Metode pendaftaran',
  emailMode: 'Email',
  phoneMode: 'Ponsel',
  emailLabel: 'Email',
  phoneLabel: 'Nomor ponsel',
  codeLabel: 'Kode verifikasi',
  passwordLabel: 'Kata sandi',
  confirmPasswordLabel: 'Konfirmasi kata sandi',
  countryLabel: 'Negara/Wilayah',
  birthDateLegend: 'Tanggal lahir',
  yearLabel: 'Tahun',
  monthLabel: 'Bulan',
  dayLabel: 'Tanggal',
  submit: 'Daftar',
  loginLink: 'Sudah punya akun? Masuk',
  logInNow: 'Masuk sekarang',
  succeeded: 'Pendaftaran berhasil',
} satisfies LocaleShape<typeof en>;
