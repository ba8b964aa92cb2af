import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Lanjutkan dengan {{name}}',
  or: 'atau',
  errorDenied: 'Proses masuk dibatalkan di penyedia lain. Tidak ada yang diubah.',
  registerTitle: 'Buat akun Anda',
  registerIntro:
    'Anda masuk dengan {{name}} sebagai {{email}}. Beberapa data diperlukan untuk membuat akun Anda.',
  country: 'Negara atau wilayah',
  birthDate: 'Tanggal lahir',
  createAccount: 'Buat akun',
  linkTitle: 'Anda sudah memiliki akun',
  linkIntro:
    'Akun dengan {{email}} sudah ada. Untuk menautkan {{name}} ke akun itu, masukkan kata sandinya atau kode yang dikirim ke akun itu, atau gunakan kunci sandinya.',
  password: 'Kata sandi',
  linkAndSignIn: 'Tautkan dan masuk',
  linkWithPasskey: 'Gunakan kunci sandi',
  signingIn: 'Sedang memasukkan Anda…',
  methodsTitle: 'Metode masuk',
  methodsNone: 'Tidak ada metode masuk lain yang ditautkan.',
  linkMethod: 'Tautkan {{name}}',
  unlink: 'Lepas tautan',
  linkedDone: '{{name}} kini ditautkan ke akun Anda.',
  unlinkedDone: 'Metode masuk telah dilepas.',
  proofLabel: 'Kata sandi atau kode autentikator',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
