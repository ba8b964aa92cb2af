import { idDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...idDocumentNames,
  agreement: 'Saya telah membaca dan menyetujui Perjanjian Pengguna dan Kebijakan Privasi',
  readDocuments: 'Baca dokumen',
  productServiceNotice:
    'Penggunaan perangkat dan layanan terhubung kami diatur oleh <link></link>.',
  close: 'Tutup',
  loadingDocument: 'Memuat dokumen…',
  loadFailed: 'Dokumen tidak dapat dimuat.',
  retry: 'Coba lagi',
  documentMeta: 'Versi {{version}}, berlaku sejak {{date}}',
  shownInLanguage:
    'Dokumen ini tidak tersedia dalam bahasa Anda. Bahasa yang ditampilkan: {{language}}.',
  updatedTitle: 'Kami telah memperbarui ketentuan kami',
  updatedIntro:
    'Untuk terus menggunakan akun Anda, silakan baca dan setujui versi terbaru dari dokumen berikut:',
  updatedVersion: 'versi {{version}}',
  accept: 'Setuju',
  declineAndLogOut: 'Keluar',
  declineHint: 'Jika Anda tidak menyetujuinya, Anda akan dikeluarkan dari akun.',
  accepted: 'Terima kasih. Persetujuan Anda telah dicatat.',
  documentsTitle: 'Perjanjian Anda',
  documentAccepted: 'Diterima',
  documentNotAccepted: 'Belum diterima',
} satisfies LocaleShape<typeof en>;
