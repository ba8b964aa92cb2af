import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const arDocumentNames = {
  userAgreement: 'اتفاقية المستخدم',
  privacyPolicy: 'سياسة الخصوصية',
  productServiceAgreement: 'اتفاقية خدمة المنتجات',
} satisfies LegalDocumentNames;

/** The names' form in front of the brand where the grammar changes it (construct state). */
export const arNamesBeforeBrand: Partial<LegalDocumentNames> = {
  userAgreement: 'اتفاقية مستخدم',
  productServiceAgreement: 'اتفاقية خدمة منتجات',
};
