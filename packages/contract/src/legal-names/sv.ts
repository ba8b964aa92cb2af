import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const svDocumentNames = {
  userAgreement: 'Användaravtal',
  privacyPolicy: 'Integritetspolicy',
  productServiceAgreement: 'Produkttjänstavtal',
} satisfies LegalDocumentNames;
