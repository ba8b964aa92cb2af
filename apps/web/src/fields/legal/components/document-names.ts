import type { LegalDocumentKind } from '@account-centre/contract';

/** The `legal` text key of each document's name ("User Agreement"). */
export const DOCUMENT_NAME_KEYS = {
  'user-agreement': 'userAgreement',
  'privacy-policy': 'privacyPolicy',
  'product-service-agreement': 'productServiceAgreement',
} as const satisfies Record<LegalDocumentKind, string>;
