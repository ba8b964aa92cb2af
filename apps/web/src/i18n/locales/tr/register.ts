import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Kaydol',
  modeLabel: 'Kayıt yöntemi',
  emailMode: 'E-posta',
  phoneMode: 'Telefon',
  emailLabel: 'E-posta',
  phoneLabel: 'Telefon numarası',
  codeLabel: 'Doğrulama kodu',
  passwordLabel: 'Şifre',
  confirmPasswordLabel: 'Şifre tekrarı',
  countryLabel: 'Ülke/Bölge',
  birthDateLegend: 'Doğum tarihi',
  yearLabel: 'Yıl',
  monthLabel: 'Ay',
  dayLabel: 'Gün',
  submit: 'Kaydol',
  loginLink: 'Hesabınız var mı? Giriş yapın',
  logInNow: 'Şimdi giriş yap',
  succeeded: 'Kayıt başarılı',
} satisfies LocaleShape<typeof en>;
