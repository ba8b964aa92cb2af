import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const kkDocumentNames = {
  userAgreement: 'Пайдаланушы келісімі',
  privacyPolicy: 'Құпиялылық саясаты',
  productServiceAgreement: 'Өнімге қызмет көрсету келісімі',
} satisfies LegalDocumentNames;
