import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'E-postayı değiştir',
  emailLabel: 'Yeni e-posta',
  currentPasswordLabel: 'Mevcut şifre',
  currentPasswordHint: 'Hesabınızı korumak için değişikliği şifrenizle onaylayın.',
  submit: 'Kaydet',
  undoTitle: 'E-posta değişikliğini geri al',
  undoQuestion:
    'Bu e-posta adresi hesabınıza geri yüklensin mi? Tüm cihazlarda oturum kapatılacak.',
  undoSubmit: 'Değişikliği geri al',
  undoDone:
    'E-posta adresiniz geri yüklendi ve tüm cihazlarda oturum kapatıldı. Giriş yapın ve şifrenizi başka biri biliyorsa sıfırlayın.',
  undoToLogin: 'Girişe git',
} satisfies LocaleShape<typeof en>;
