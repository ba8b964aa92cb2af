import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const viDocumentNames = {
  userAgreement: 'Thỏa thuận người dùng',
  privacyPolicy: 'Chính sách quyền riêng tư',
  productServiceAgreement: 'Thỏa thuận dịch vụ sản phẩm',
} satisfies LegalDocumentNames;
