import type { LegalDocumentNames } from '#legal-names/legal-document-names.ts';

/** The legal documents' own names in this language, as their titles carry them (see legal-document-names.ts). */
export const jaDocumentNames = {
  userAgreement: '利用規約',
  privacyPolicy: 'プライバシーポリシー',
  productServiceAgreement: '製品サービス規約',
} satisfies LegalDocumentNames;
