import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const idDocumentNames = {
  userAgreement: 'Perjanjian Pengguna',
  privacyPolicy: 'Kebijakan Privasi',
  productServiceAgreement: 'Perjanjian Layanan Produk',
} satisfies LegalDocumentNames;
