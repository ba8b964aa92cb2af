import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const zhHKDocumentNames = {
  userAgreement: '用戶協議',
  privacyPolicy: '私隱政策',
  productServiceAgreement: '產品服務協議',
} satisfies LegalDocumentNames;
