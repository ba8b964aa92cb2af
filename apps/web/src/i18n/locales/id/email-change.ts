import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Ubah email',
  emailLabel: 'Email baru',
  currentPasswordLabel: 'Kata sandi saat ini',
  currentPasswordHint: 'Untuk melindungi akun Anda, konfirmasi perubahan dengan kata sandi Anda.',
  submit: 'Simpan',
  undoTitle: 'Batalkan perubahan email',
  undoQuestion: 'Pulihkan alamat email ini ke akun Anda? Semua perangkat akan dikeluarkan.',
  undoSubmit: 'Batalkan perubahan',
  undoDone:
    'Alamat email Anda telah dipulihkan dan semua perangkat telah dikeluarkan. Masuk, lalu atur ulang kata sandi jika orang lain mengetahuinya.',
  undoToLogin: 'Ke halaman masuk',
} satisfies LocaleShape<typeof en>;
