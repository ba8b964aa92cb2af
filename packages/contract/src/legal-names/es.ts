import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const esDocumentNames = {
  userAgreement: 'Acuerdo de usuario',
  privacyPolicy: 'Política de privacidad',
  productServiceAgreement: 'Acuerdo de servicio del producto',
} satisfies LegalDocumentNames;
