import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Tukar e-mel',
  emailLabel: 'E-mel baharu',
  currentPasswordLabel: 'Kata laluan semasa',
  currentPasswordHint: 'Untuk melindungi akaun anda, sahkan perubahan dengan kata laluan anda.',
  submit: 'Simpan',
} satisfies LocaleShape<typeof en>;
