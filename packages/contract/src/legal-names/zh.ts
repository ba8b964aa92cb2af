import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const zhDocumentNames = {
  userAgreement: '用户协议',
  privacyPolicy: '隐私政策',
  productServiceAgreement: '产品服务协议',
} satisfies LegalDocumentNames;
