import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} doğrulanmış bir e-posta adresi vermiyor. Kendi adresinizi ve ona göndereceğimiz kodu girin; birkaç bilgi daha ile hesabınız oluşur.',
  email: 'E-posta adresi',
  haveAccount: 'Zaten bir hesabım var',
  linkTitle: 'Hesabınıza bağlayın',
  linkIntro:
    '{{name}} hesabını bağlamak için hesabınızın e-posta adresini ve şifresini ya da hesaba gönderilen kodu girin veya geçiş anahtarını kullanın.',
  takenIntro:
    'Bu adresin zaten bir hesabı var. {{name}} hesabını bağlamak için hesabın şifresini ya da hesaba gönderilen kodu girin veya geçiş anahtarını kullanın.',
  createInstead: 'Bunun yerine yeni hesap oluştur',
} satisfies LocaleShape<typeof en>;
