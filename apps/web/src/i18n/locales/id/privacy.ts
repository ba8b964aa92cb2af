import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Unduh data Anda',
  exportText:
    'Salinan semua yang disimpan akun Anda: profil, pengenal masuk, perjanjian yang disetujui, perangkat, aktivitas, kunci sandi, dan aplikasi yang Anda izinkan. Hingga 5 unduhan per hari.',
  exportJson: 'File data (JSON)',
  exportJsonDetail: 'Dapat dibaca mesin, untuk memindahkan data Anda ke layanan lain',
  exportHtml: 'Halaman yang mudah dibaca (HTML)',
  exportHtmlDetail: 'Dalam bahasa Anda, terbuka di browser apa pun',
  download: 'Unduh',
  downloadLabel: 'Unduh: {{format}}',
  exportDone: 'Data Anda telah diunduh.',
  proofTitle: 'Konfirmasi bahwa ini Anda',
  proofText: 'Masukkan kata sandi Anda, atau kode dari aplikasi autentikator.',
  proofLabel: 'Kata sandi atau kode autentikator',
  proofMissing: 'Masukkan kata sandi atau kode Anda.',
  proofPasskey: 'Gunakan kunci sandi',
  confirm: 'Konfirmasi',
  cancel: 'Batal',
  deleteTitle: 'Hapus akun',
  deleteText:
    'Akun Anda langsung dinonaktifkan: Anda keluar dari semua perangkat, aplikasi tempat Anda masuk kehilangan akses, dan tidak ada yang bisa masuk ke akun ini.',
  deleteGrace:
    'Akun dihapus permanen setelah masa tenggang. Sampai saat itu, tautan dalam pemberitahuan yang kami kirim ke alamat kontak Anda dapat mempertahankan akun.',
  deleteStart: 'Hapus akun…',
  confirmLabel: 'Untuk mengonfirmasi, ketik {{account}}',
  confirmMissing: 'Ketik {{account}} persis seperti yang ditampilkan.',
  deleteSubmit: 'Hapus akun saya',
  deletedTitle: 'Akun dihapus',
  deletedText: 'Akun Anda telah dihapus dan Anda telah keluar.',
  deletedWhen:
    'Akun akan dihapus permanen pada {{date}}. Untuk mempertahankannya, buka tautan dalam pemberitahuan yang kami kirim sebelum tanggal itu.',
  cancelTitle: 'Pertahankan akun Anda',
  cancelQuestion: 'Batalkan penghapusan akun Anda? Akun akan aktif kembali dan Anda dapat masuk.',
  cancelSubmit: 'Pertahankan akun saya',
  cancelDone: 'Penghapusan dibatalkan. Akun Anda aktif kembali: masuklah untuk menggunakannya.',
  cancelInvalid:
    'Tautan ini tidak dapat digunakan lagi: tautan sudah dipakai atau kedaluwarsa. Akun yang sudah dihapus permanen tidak dapat dipulihkan.',
  toLogin: 'Ke halaman masuk',
} satisfies LocaleShape<typeof en>;
