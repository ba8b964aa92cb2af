import { msDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...msDocumentNames,
  agreement: 'Saya telah membaca dan bersetuju dengan Perjanjian Pengguna dan Dasar Privasi',
  readDocuments: 'Baca dokumen',
  productServiceNotice:
    'Penggunaan peranti dan perkhidmatan bersambung kami tertakluk kepada <link></link>.',
  close: 'Tutup',
  loadingDocument: 'Memuatkan dokumen…',
  loadFailed: 'Dokumen tidak dapat dimuatkan.',
  retry: 'Cuba lagi',
  documentMeta: 'Versi {{version}}, berkuat kuasa sejak {{date}}',
  shownInLanguage:
    'Dokumen ini tidak tersedia dalam bahasa anda. Bahasa yang dipaparkan: {{language}}.',
  updatedTitle: 'Kami telah mengemas kini terma kami',
  updatedIntro:
    'Untuk terus menggunakan akaun anda, sila baca dan terima versi semasa dokumen berikut:',
  updatedVersion: 'versi {{version}}',
  accept: 'Terima',
  declineAndLogOut: 'Log keluar',
  declineHint: 'Jika anda tidak menerimanya, anda akan dilog keluar.',
  accepted: 'Terima kasih. Penerimaan anda telah direkodkan.',
  documentsTitle: 'Perjanjian anda',
  documentAccepted: 'Diterima',
  documentNotAccepted: 'Belum diterima',
} satisfies LocaleShape<typeof en>;
