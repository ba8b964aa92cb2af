import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const koDocumentNames = {
  userAgreement: '이용약관',
  privacyPolicy: '개인정보 처리방침',
  productServiceAgreement: '제품 서비스 약관',
} satisfies LegalDocumentNames;
