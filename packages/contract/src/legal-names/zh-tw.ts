import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const zhTWDocumentNames = {
  userAgreement: '使用者協議',
  privacyPolicy: '隱私權政策',
  productServiceAgreement: '產品服務協議',
} satisfies LegalDocumentNames;
