import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const nlDocumentNames = {
  userAgreement: 'Gebruikersovereenkomst',
  privacyPolicy: 'Privacybeleid',
  productServiceAgreement: 'Productserviceovereenkomst',
} satisfies LegalDocumentNames;
