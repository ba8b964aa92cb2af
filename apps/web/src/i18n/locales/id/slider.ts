import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Geser untuk verifikasi',
  hint: 'Seret penggeser ke celah, atau ketuk celahnya. Dengan keyboard: gunakan tombol panah untuk menuju target, lalu tekan Enter.',
  valueText: '{{value}} dari 100, target {{target}}',
  loading: 'Memuat verifikasi…',
  unavailable: 'Verifikasi tidak dapat dimuat.',
  retry: 'Coba lagi',
  verifying: 'Memverifikasi…',
  verified: 'Terverifikasi',
  failed: 'Belum cocok. Silakan geser lagi.',
  lost: 'Verifikasi tidak dapat diselesaikan. Silakan geser lagi.',
  expired: 'Verifikasi telah kedaluwarsa. Silakan geser lagi.',
  used: 'Silakan geser lagi untuk langkah berikutnya.',
  required: 'Silakan selesaikan verifikasi geser.',
} satisfies LocaleShape<typeof en>;
