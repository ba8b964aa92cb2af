import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const heDocumentNames = {
  userAgreement: 'הסכם המשתמש',
  privacyPolicy: 'מדיניות הפרטיות',
  productServiceAgreement: 'הסכם השירות למוצרים',
} satisfies LegalDocumentNames;

/** The names' form in front of the brand where the grammar changes it (construct state). */
export const heNamesBeforeBrand: Partial<LegalDocumentNames> = {
  productServiceAgreement: 'הסכם השירות למוצרי',
};
