import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} tidak memberikan alamat email yang terverifikasi. Masukkan alamat Anda dan kode yang kami kirim ke sana; beberapa data lagi dan akun Anda dibuat.',
  email: 'Alamat email',
  haveAccount: 'Saya sudah punya akun',
  linkTitle: 'Tautkan ke akun Anda',
  linkIntro:
    'Masukkan alamat email akun Anda dan kata sandinya atau kode yang dikirim ke akun itu, atau gunakan kunci sandinya, untuk menautkan {{name}} ke akun itu.',
  takenIntro:
    'Alamat ini sudah memiliki akun. Masukkan kata sandinya atau kode yang dikirim ke akun itu, atau gunakan kunci sandinya, untuk menautkan {{name}} ke akun itu.',
  createInstead: 'Buat akun baru saja',
} satisfies LocaleShape<typeof en>;
