import {
  privacyResponseSchema,
  type LegalDocument,
  type LegalDocumentKind,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

export interface LegalDocumentRequest {
  kind: LegalDocumentKind;
  /** The UI language; the server falls back to the base language, then English. */
  language: string;
  /** The version written for this country, when there is one. */
  country?: string | undefined;
}

/**
 * GET privacy (public): the current version of a legal document. Failures are shown in the
 * document dialog itself, so no toast.
 */
export async function getLegalDocument(request: LegalDocumentRequest): Promise<LegalDocument> {
  const answer = await apiClient.get(getApiPaths().privacy, {
    query: { kind: request.kind, lang: request.language, country: request.country },
    schema: privacyResponseSchema,
    toastErrors: false,
  });
  return answer.data;
}
