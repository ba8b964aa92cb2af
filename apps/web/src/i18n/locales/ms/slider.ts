import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Leret untuk mengesahkan',
  hint: 'Seret pemegang ke dalam ruang kosong, atau ketik ruang itu. Dengan papan kekunci: gunakan kekunci anak panah ke sasaran, kemudian tekan Enter.',
  valueText: '{{value}} daripada 100, sasaran {{target}}',
  loading: 'Memuatkan semakan…',
  unavailable: 'Semakan tidak dapat dimuatkan.',
  retry: 'Cuba lagi',
  verifying: 'Mengesahkan…',
  verified: 'Disahkan',
  failed: 'Tidak sepadan. Sila leret semula.',
  lost: 'Semakan tidak dapat diselesaikan. Sila leret semula.',
  expired: 'Pengesahan telah tamat tempoh. Sila leret semula.',
  used: 'Sila leret semula untuk langkah seterusnya.',
  required: 'Sila lengkapkan pengesahan leret.',
} satisfies LocaleShape<typeof en>;
