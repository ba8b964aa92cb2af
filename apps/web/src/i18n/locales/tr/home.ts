import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} hesabı',
  navLabel: 'Hesap bölümleri',
  backToOverview: 'Tüm ayarlar',
  sectionProfile: 'Kişisel bilgiler',
  sectionSecurity: 'Güvenlik',
  sectionDevices: 'Cihazlar',
  sectionApps: 'Uygulamalar',
  sectionActivity: 'Etkinlik',
  sectionAgreements: 'Sözleşmeler',
  sectionPrivacy: 'Gizlilik ve veriler',
  glanceTitle: 'Bir bakışta güvenlik',
  glancePassword: 'Şifre',
  glancePasswordChanged: 'Son değişiklik: {{time}}',
  glancePasswordNotRecent: 'Son zamanlarda değiştirilmedi',
  glancePasskeys: 'Geçiş anahtarları',
  glanceNone: 'Henüz yok',
  glanceCount: 'Ayarlanan: {{count}}',
  glanceAuthenticator: 'Kimlik doğrulama uygulaması',
  glanceOn: 'Açık',
  glanceOff: 'Kapalı',
  glanceDevices: 'Oturum açık cihazlar',
  glanceDeviceCount: 'Cihazlar: {{count}}',
  passwordText: 'Başka hiçbir yerde kullanmadığınız güçlü bir şifre hesabınızı korur.',
  change: 'Değiştir',
  emptyPasskeys:
    'Henüz geçiş anahtarınız yok. Parmak iziniz, yüzünüz veya ekran kilidinizle oturum açmak için bir tane ekleyin.',
  emptyActivity:
    'Henüz bir şey yok. Oturum açmalar ve güvenlik ayarlarınızdaki değişiklikler burada listelenir.',
  emptyApps:
    'Hiçbir uygulama sizin adınıza oturum açamaz. Bir uygulamanın hesabınızı kullanmasına izin verdiğinizde burada görünür ve erişimini kaldırabilirsiniz.',
  emptyAgreements: 'Hesabınız için henüz geçerli bir sözleşme yok.',
} satisfies LocaleShape<typeof en>;
