import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const itDocumentNames = {
  userAgreement: 'Contratto utente',
  privacyPolicy: 'Informativa sulla privacy',
  productServiceAgreement: 'Contratto di servizio del prodotto',
} satisfies LegalDocumentNames;
