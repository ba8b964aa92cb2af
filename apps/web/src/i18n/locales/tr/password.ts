import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Şifreyi sıfırla',
  changeTitle: 'Şifreyi değiştir',
  accountLabel: 'Hesap',
  accountPlaceholder: 'Telefon / e-posta / ürün kimliği',
  currentPasswordLabel: 'Mevcut şifre',
  newPasswordLabel: 'Yeni şifre',
  confirmPasswordLabel: 'Şifre tekrarı',
  resetSubmit: 'Şifreyi sıfırla',
  changeSubmit: 'Kaydet',
  resetDone: 'Şifreniz sıfırlandı. Şimdi giriş yapmak ister misiniz?',
  loginLink: 'Girişe dön',
} satisfies LocaleShape<typeof en>;
