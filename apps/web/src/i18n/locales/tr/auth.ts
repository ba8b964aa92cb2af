import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Giriş yap',
  modeLabel: 'Giriş yöntemi',
  passwordMode: 'Şifre',
  codeMode: 'Doğrulama kodu',
  accountLabel: 'Hesap',
  accountPlaceholder: 'Telefon / e-posta / ürün kimliği',
  passwordLabel: 'Şifre',
  countryLabel: 'Ülke/Bölge',
  submit: 'Giriş yap',
  passkeySignIn: 'Geçiş anahtarıyla giriş yap',
  passkeyFailed: 'Geçiş anahtarı kullanılmadı.',
  forgotPassword: 'Şifrenizi mi unuttunuz?',
  registerLink: 'Yeni kullanıcı mısınız? Kaydolun',
  welcomeBack: 'Tekrar hoş geldiniz',
  doubleCheckTitle: 'Güvenlik doğrulaması',
  doubleCheckText: 'Güvenliğiniz için doğrulama kodu şuraya gönderilecek: {{destination}}.',
  doubleCheckConfirm: 'Onayla',
  back: 'Geri',
  clientRefusedTitle: 'Oturum açılamıyor',
  clientRefusedContinue: 'Normal oturum açmaya devam et',
} satisfies LocaleShape<typeof en>;
