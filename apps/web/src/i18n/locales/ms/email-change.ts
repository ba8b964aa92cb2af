import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Tukar e-mel',
  emailLabel: 'E-mel baharu',
  currentPasswordLabel: 'Kata laluan semasa',
  currentPasswordHint: 'Untuk melindungi akaun anda, sahkan perubahan dengan kata laluan anda.',
  submit: 'Simpan',
  undoTitle: 'Batalkan perubahan e-mel',
  undoQuestion: 'Pulihkan alamat e-mel ini kepada akaun anda? Semua peranti akan dilog keluar.',
  undoSubmit: 'Batalkan perubahan',
  undoDone:
    'Alamat e-mel anda telah dipulihkan dan semua peranti telah dilog keluar. Log masuk, kemudian tetapkan semula kata laluan jika orang lain mengetahuinya.',
  undoToLogin: 'Pergi ke log masuk',
} satisfies LocaleShape<typeof en>;
