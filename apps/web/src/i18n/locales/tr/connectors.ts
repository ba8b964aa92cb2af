import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: '{{name}} ile devam et',
  or: 'veya',
  errorDenied: 'Oturum açma diğer sağlayıcıda iptal edildi. Hiçbir şey değiştirilmedi.',
  registerTitle: 'Hesabınızı oluşturun',
  registerIntro:
    '{{name}} ile {{email}} olarak oturum açıyorsunuz. Hesabınızı oluşturmak için birkaç bilgi gerekiyor.',
  country: 'Ülke veya bölge',
  birthDate: 'Doğum tarihi',
  createAccount: 'Hesap oluştur',
  linkTitle: 'Zaten bir hesabınız var',
  linkIntro:
    '{{email}} ile bir hesap zaten var. {{name}} hesabını buna bağlamak için hesabın şifresini veya hesaba gönderilen kodu girin ya da geçiş anahtarını kullanın.',
  password: 'Parola',
  linkAndSignIn: 'Bağla ve oturum aç',
  linkWithPasskey: 'Geçiş anahtarı kullan',
  signingIn: 'Oturumunuz açılıyor…',
  methodsTitle: 'Oturum açma yöntemleri',
  methodsNone: 'Bağlı başka oturum açma yöntemi yok.',
  linkMethod: '{{name}} bağla',
  unlink: 'Bağlantıyı kaldır',
  linkedDone: '{{name}} artık hesabınıza bağlı.',
  unlinkedDone: 'Oturum açma yönteminin bağlantısı kaldırıldı.',
  proofLabel: 'Parola veya doğrulayıcı kodu',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
