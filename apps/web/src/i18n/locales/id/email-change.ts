import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Ubah email',
  emailLabel: 'Email baru',
  currentPasswordLabel: 'Kata sandi saat ini',
  currentPasswordHint: 'Untuk melindungi akun Anda, konfirmasi perubahan dengan kata sandi Anda.',
  submit: 'Simpan',
} satisfies LocaleShape<typeof en>;
