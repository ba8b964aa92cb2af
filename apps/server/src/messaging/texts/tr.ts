import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Turkish. */
export const tr: MessageTexts = {
  codeEmail: {
    subject: (brand) => `${brand} doğrulama kodunuz`,
    action: {
      register: 'hesap oluşturma',
      login: 'giriş',
      reset: 'şifre sıfırlama',
      'change-email': 'e-posta adresi değiştirme',
      'double-check': 'girişi sizin yaptığınızı onaylama',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `${brand} doğrulama kodunuz: ${code}. Bu kod, ${action} işlemi içindir.`,
        `Kod ${validity} geçerlidir ve yalnızca bir kez kullanılabilir.`,
        'Bu kodu siz istemediyseniz bu e-postayı dikkate almayın. Kodu asla kimseyle paylaşmayın.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `${brand} hesabınızın e-posta adresi değiştirildi`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `${brand} hesabınızın e-posta adresi değiştirildi. Yeni adres: ${newEmail}.`,
        'Hesabınızla ilgili kodlar ve mesajlar artık yeni adrese gönderilecek.',
        `Bu değişikliği siz yapmadıysanız ${validity} içinde ${undoUrl} bağlantısını açın: bu adres geri yüklenir ve tüm cihazlarda oturum kapatılır. Ardından şifrenizi sıfırlayın.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `${brand} şifreniz değiştirildi`,
    body: ({ brand, resetUrl }) =>
      [
        `${brand} hesabınızın şifresi az önce değiştirildi.`,
        `Bunu siz yaptıysanız yapmanız gereken bir şey yok.`,
        `Siz yapmadıysanız şifrenizi hemen ${resetUrl} adresinden sıfırlayın: tüm cihazlarda oturum kapatılır.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: şifreniz değiştirildi. Siz değil misiniz? Hemen sıfırlayın: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'kayıt',
      login: 'giriş',
      reset: 'şifre sıfırlama',
      'change-email': 'e-posta değişikliği',
      'double-check': 'giriş onay',
    },
    body: ({ brand, action, code, validityShort }) =>
      `${brand}: ${action} kodu ${code}, ${validityShort} Kimseyle paylaşmayın.`,
  },
  providerPages: {
    logoutTitle: 'Oturumu kapat',
    logoutQuestion: ({ app, brand }) =>
      `${app}, ${brand} hesabınızdaki oturumunuzu kapatmak istiyor.`,
    logoutConfirm: 'Oturumumu kapat',
    logoutCancel: 'Oturum açık kalsın',
    signedOutTitle: 'Oturum kapatıldı',
    signedOutText: (brand) => `${brand} hesabınızdaki oturumunuz kapatıldı.`,
    errorTitle: 'Oturum açılamıyor',
    errorText:
      'Uygulamanın isteği tamamlanamadı. Uygulamaya dönüp yeniden deneyin veya buradan oturum açın.',
    errorCode: 'Hata kodu',
    toLogin: 'Normal oturum açmaya devam et',
    signingOutTitle: 'Oturumu kapat',
    signingOutText: (brand) =>
      `Burada ${brand} hesabınızda oturum açık değil. Oturumu kapatmayı tamamlamak için devam edin.`,
    continue: 'Devam',
    languageLabel: 'Dil',
    languageChange: 'Değiştir',
    footer: ({ year, brand }) => `© ${year} ${brand}. Tüm hakları saklıdır.`,
  },
};
