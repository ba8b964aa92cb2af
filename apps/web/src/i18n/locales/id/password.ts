import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Atur ulang kata sandi',
  changeTitle: 'Ubah kata sandi',
  accountLabel: 'Akun',
  accountPlaceholder: 'Ponsel / email / ID produk',
  currentPasswordLabel: 'Kata sandi saat ini',
  newPasswordLabel: 'Kata sandi baru',
  confirmPasswordLabel: 'Konfirmasi kata sandi',
  resetSubmit: 'Atur ulang kata sandi',
  changeSubmit: 'Simpan',
  resetDone: 'Kata sandi Anda telah diatur ulang. Masuk sekarang?',
  loginLink: 'Kembali ke halaman masuk',
} satisfies LocaleShape<typeof en>;
