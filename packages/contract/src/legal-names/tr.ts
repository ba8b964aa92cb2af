import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const trDocumentNames = {
  userAgreement: 'Kullanıcı Sözleşmesi',
  privacyPolicy: 'Gizlilik Politikası',
  productServiceAgreement: 'Ürün Hizmet Sözleşmesi',
} satisfies LegalDocumentNames;
