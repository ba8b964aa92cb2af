import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Tetapkan semula kata laluan',
  changeTitle: 'Tukar kata laluan',
  accountLabel: 'Akaun',
  accountPlaceholder: 'Telefon / e-mel / ID produk',
  currentPasswordLabel: 'Kata laluan semasa',
  newPasswordLabel: 'Kata laluan baharu',
  confirmPasswordLabel: 'Sahkan kata laluan',
  resetSubmit: 'Tetapkan semula kata laluan',
  changeSubmit: 'Simpan',
  resetDone: 'Kata laluan anda telah ditetapkan semula. Log masuk sekarang?',
  loginLink: 'Kembali ke log masuk',
} satisfies LocaleShape<typeof en>;
