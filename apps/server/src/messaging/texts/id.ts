import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Indonesian. */
export const id: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Kode verifikasi ${brand} Anda`,
    action: {
      register: 'membuat akun Anda',
      login: 'masuk',
      reset: 'mengatur ulang kata sandi Anda',
      'change-email': 'mengubah alamat email Anda',
      'double-check': 'memastikan bahwa Anda sendiri yang sedang masuk',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Kode verifikasi ${brand} Anda adalah ${code}, untuk ${action}.`,
        `Kode ini berlaku selama ${validity} dan hanya dapat digunakan satu kali.`,
        'Jika Anda tidak memintanya, abaikan pesan ini; jangan pernah membagikan kode ini kepada siapa pun.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Alamat email ${brand} Anda telah diubah`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `Alamat email akun ${brand} Anda telah diubah menjadi ${newEmail}.`,
        'Kode dan pesan terkait akun Anda kini dikirim ke alamat baru tersebut.',
        `Jika perubahan ini bukan dari Anda, buka ${undoUrl} dalam ${validity}: alamat ini akan dipulihkan dan semua perangkat akan dikeluarkan. Setelah itu, atur ulang kata sandi Anda.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Kata sandi ${brand} Anda telah diubah`,
    body: ({ brand, resetUrl }) =>
      [
        `Kata sandi akun ${brand} Anda baru saja diubah.`,
        `Jika itu Anda, tidak ada yang perlu dilakukan.`,
        `Jika bukan Anda, segera setel ulang kata sandi Anda di ${resetUrl}: semua perangkat akan dikeluarkan.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: kata sandi Anda diubah. Bukan Anda? Setel ulang sekarang: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'membuat akun',
      login: 'masuk',
      reset: 'mengatur ulang kata sandi',
      'change-email': 'mengubah email',
      'double-check': 'mengonfirmasi proses masuk',
    },
    body: ({ brand, action, code, validity }) =>
      `${brand}: kode Anda ${code} untuk ${action}. Berlaku ${validity}. Jangan bagikan kode ini kepada siapa pun.`,
  },
  providerPages: {
    logoutTitle: 'Keluar',
    logoutQuestion: ({ app, brand }) => `${app} meminta Anda keluar dari akun ${brand}.`,
    logoutConfirm: 'Keluarkan saya',
    logoutCancel: 'Tetap masuk',
    signedOutTitle: 'Sudah keluar',
    signedOutText: (brand) => `Anda telah keluar dari akun ${brand}.`,
    errorTitle: 'Tidak dapat masuk',
    errorText:
      'Permintaan aplikasi tidak dapat diselesaikan. Kembali ke aplikasi dan coba lagi, atau masuk di sini.',
    errorCode: 'Kode kesalahan',
    toLogin: 'Lanjutkan ke proses masuk biasa',
    signingOutTitle: 'Keluar',
    signingOutText: (brand) =>
      `Anda tidak masuk ke akun ${brand} di sini. Lanjutkan untuk menyelesaikan proses keluar.`,
    continue: 'Lanjutkan',
    languageLabel: 'Bahasa',
    languageChange: 'Ubah',
    footer: ({ year, brand }) => `© ${year} ${brand}. Hak cipta dilindungi undang-undang.`,
  },
};
