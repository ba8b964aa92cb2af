import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Verilerinizi indirin',
  exportText:
    'Hesabınızın tuttuğu her şeyin bir kopyası: profil, oturum açma tanımlayıcıları, kabul edilen sözleşmeler, cihazlar, etkinlik, geçiş anahtarları ve izin verdiğiniz uygulamalar. Günde en fazla 5 indirme.',
  exportJson: 'Veri dosyası (JSON)',
  exportJsonDetail: 'Makine tarafından okunabilir, verilerinizi başka bir hizmete taşımak için',
  exportHtml: 'Okunabilir sayfa (HTML)',
  exportHtmlDetail: 'Sizin dilinizde, her tarayıcıda açılır',
  download: 'İndir',
  downloadLabel: 'İndir: {{format}}',
  exportDone: 'Verileriniz indirildi.',
  proofTitle: 'Siz olduğunuzu doğrulayın',
  proofText: 'Şifrenizi veya kimlik doğrulama uygulamanızdaki kodu girin.',
  proofLabel: 'Şifre veya doğrulama kodu',
  proofMissing: 'Şifrenizi veya kodu girin.',
  proofPasskey: 'Bunun yerine geçiş anahtarı kullan',
  confirm: 'Onayla',
  cancel: 'İptal',
  deleteTitle: 'Hesabı sil',
  deleteText:
    'Hesabınız hemen devre dışı bırakılır: tüm cihazlarda oturumunuz kapanır, oturum açtığınız uygulamalar erişimini kaybeder ve artık kimse bu hesapla oturum açamaz.',
  deleteGrace:
    'Bir bekleme süresinden sonra kalıcı olarak silinir. O zamana kadar iletişim adresinize gönderdiğimiz bildirimdeki bağlantı hesabı korur.',
  deleteStart: 'Hesabı sil…',
  confirmLabel: 'Onaylamak için {{account}} yazın',
  confirmMissing: '{{account}} ifadesini tam olarak gösterildiği gibi yazın.',
  deleteSubmit: 'Hesabımı sil',
  deletedTitle: 'Hesap silindi',
  deletedText: 'Hesabınız silindi ve oturumunuz kapatıldı.',
  deletedWhen:
    '{{date}} tarihinde kalıcı olarak silinecek. Korumak için bu tarihten önce size gönderdiğimiz bildirimdeki bağlantıyı açın.',
  cancelTitle: 'Hesabınızı koruyun',
  cancelQuestion:
    'Hesabınızın silinmesi iptal edilsin mi? Hesap yeniden etkin olur ve oturum açabilirsiniz.',
  cancelSubmit: 'Hesabımı koru',
  cancelDone: 'Silme işlemi iptal edildi. Hesabınız yeniden etkin: kullanmak için oturum açın.',
  cancelInvalid:
    'Bu bağlantı artık kullanılamaz: daha önce kullanılmış veya süresi dolmuş. Kalıcı olarak silinen bir hesap geri getirilemez.',
  toLogin: 'Girişe git',
} satisfies LocaleShape<typeof en>;
