import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '{{name}} uygulamasının sizin için oturum açmasına izin verilsin mi?',
  consentIntro: '{{name}}, oturum açmanız için hesabınızı kullanmak istiyor. Şunları alacak:',
  scopeAccountId: 'Hesap kimliğiniz',
  scopeEmail: 'E-posta adresiniz',
  scopePhone: 'Telefon numaranız',
  scopeOfflineAccess: 'Siz yokken erişim (oturum açık kalsın)',
  consentRevokeHint: 'Bu erişimi istediğiniz zaman hesap sayfanızdan kaldırabilirsiniz.',
  consentAllow: 'İzin ver',
  consentDeny: 'Reddet',
  appsTitle: 'Sizin için oturum açabilen uygulamalar',
  appsEmpty: 'Bu hesapla sizin için oturum açabilen uygulama yok.',
  appsGranted: 'İzin verilme tarihi: {{date}}',
  appsRevoke: 'Erişimi kaldır',
  appsRevokeNamed: '{{name}} erişimini kaldır',
  appsRevoked: '{{name}} artık sizin için oturum açamaz.',
} satisfies LocaleShape<typeof en>;
