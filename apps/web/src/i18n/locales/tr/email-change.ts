import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-postayı değiştir',
  emailLabel: 'Yeni e-posta',
  currentPasswordLabel: 'Mevcut şifre',
  currentPasswordHint: 'Hesabınızı korumak için değişikliği şifrenizle onaylayın.',
  submit: 'Kaydet',
} satisfies LocaleShape<typeof en>;
