import { trDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...trDocumentNames,
  agreement: "Kullanıcı Sözleşmesi'ni ve Gizlilik Politikası'nı okudum, kabul ediyorum",
  readDocuments: 'Belgeleri oku',
  productServiceNotice:
    'Cihazlarımızın ve bağlı hizmetlerimizin kullanımı <link></link> ile düzenlenir.',
  close: 'Kapat',
  loadingDocument: 'Belge yükleniyor…',
  loadFailed: 'Belge yüklenemedi.',
  retry: 'Tekrar dene',
  documentMeta: 'Sürüm {{version}}, yürürlük tarihi: {{date}}',
  shownInLanguage: 'Bu belge dilinizde mevcut değil. Gösterildiği dil: {{language}}.',
  updatedTitle: 'Koşullarımızı güncelledik',
  updatedIntro:
    'Hesabınızı kullanmaya devam etmek için lütfen bu belgelerin güncel sürümlerini okuyup kabul edin:',
  updatedVersion: 'sürüm {{version}}',
  accept: 'Kabul et',
  declineAndLogOut: 'Çıkış yap',
  declineHint: 'Kabul etmezseniz hesabınızdan çıkış yapılacak.',
  accepted: 'Teşekkürler. Onayınız kaydedildi.',
  documentsTitle: 'Sözleşmeleriniz',
  documentAccepted: 'Kabul edildi',
  documentNotAccepted: 'Henüz kabul edilmedi',
} satisfies LocaleShape<typeof en>;
