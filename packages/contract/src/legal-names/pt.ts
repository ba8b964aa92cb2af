import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const ptDocumentNames = {
  userAgreement: 'Contrato de Utilizador',
  privacyPolicy: 'Política de Privacidade',
  productServiceAgreement: 'Contrato de Serviço do Produto',
} satisfies LegalDocumentNames;
