import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Doğrulamak için kaydırın',
  hint: 'Tutamacı boşluğa sürükleyin veya boşluğa dokunun. Klavyeyle: ok tuşlarıyla hedefe gidin, ardından Enter tuşuna basın.',
  valueText: '{{value}}/100, hedef {{target}}',
  loading: 'Doğrulama yükleniyor…',
  unavailable: 'Doğrulama yüklenemedi.',
  retry: 'Tekrar dene',
  verifying: 'Doğrulanıyor…',
  verified: 'Doğrulandı',
  failed: 'Eşleşmedi. Lütfen tekrar kaydırın.',
  lost: 'Doğrulama tamamlanamadı. Lütfen tekrar kaydırın.',
  expired: 'Doğrulamanın süresi doldu. Lütfen tekrar kaydırın.',
  used: 'Sonraki adım için lütfen tekrar kaydırın.',
  required: 'Lütfen kaydırarak doğrulamayı tamamlayın.',
} satisfies LocaleShape<typeof en>;
