import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Malay. */
export const ms: MessageTexts = {
  codeEmail: {
    subject: (brand) => `Kod pengesahan ${brand} anda`,
    action: {
      register: 'mencipta akaun anda',
      login: 'log masuk',
      reset: 'menetapkan semula kata laluan anda',
      'change-email': 'menukar alamat e-mel anda',
      'double-check': 'mengesahkan bahawa anda sendiri yang log masuk',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `Kod pengesahan ${brand} anda ialah ${code}, untuk ${action}.`,
        `Kod ini sah selama ${validity} dan hanya boleh digunakan sekali.`,
        'Jika anda tidak memintanya, abaikan mesej ini; jangan sekali-kali kongsi kod ini dengan sesiapa pun.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `Alamat e-mel ${brand} anda telah ditukar`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `Alamat e-mel akaun ${brand} anda telah ditukar kepada ${newEmail}.`,
        'Kod dan mesej tentang akaun anda kini dihantar ke alamat baharu itu.',
        `Jika bukan anda yang membuat perubahan ini, buka ${undoUrl} dalam tempoh ${validity}: alamat ini akan dipulihkan dan semua peranti akan dilog keluar. Kemudian tetapkan semula kata laluan anda.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `Kata laluan ${brand} anda telah ditukar`,
    body: ({ brand, resetUrl }) =>
      [
        `Kata laluan akaun ${brand} anda baru sahaja ditukar.`,
        `Jika itu anda, tiada apa-apa yang perlu dilakukan.`,
        `Jika bukan anda, tetapkan semula kata laluan anda dengan segera di ${resetUrl}: semua peranti akan dilog keluar.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: kata laluan anda ditukar. Bukan anda? Tetapkan semula: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'mencipta akaun',
      login: 'log masuk',
      reset: 'menetapkan semula kata laluan',
      'change-email': 'menukar e-mel',
      'double-check': 'mengesahkan log masuk',
    },
    body: ({ brand, action, code, validity }) =>
      `${brand}: kod anda ${code} untuk ${action}. Sah selama ${validity}. Jangan kongsi kod ini dengan sesiapa.`,
  },
  providerPages: {
    logoutTitle: 'Log keluar',
    logoutQuestion: ({ app, brand }) =>
      `${app} meminta untuk log keluar anda daripada akaun ${brand}.`,
    logoutConfirm: 'Log keluar saya',
    logoutCancel: 'Kekal log masuk',
    signedOutTitle: 'Telah log keluar',
    signedOutText: (brand) => `Anda telah log keluar daripada akaun ${brand}.`,
    errorTitle: 'Tidak dapat log masuk',
    errorText:
      'Permintaan aplikasi tidak dapat diselesaikan. Kembali ke aplikasi dan cuba lagi, atau log masuk di sini.',
    errorCode: 'Kod ralat',
    toLogin: 'Teruskan ke log masuk biasa',
    signingOutTitle: 'Log keluar',
    signingOutText: (brand) =>
      `Anda tidak log masuk ke akaun ${brand} anda di sini. Teruskan untuk menyelesaikan log keluar.`,
    continue: 'Teruskan',
    languageLabel: 'Bahasa',
    languageChange: 'Tukar',
    footer: ({ year, brand }) => `© ${year} ${brand}. Hak cipta terpelihara.`,
  },
};
