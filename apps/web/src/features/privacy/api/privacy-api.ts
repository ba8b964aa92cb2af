import {
  accountDeletionResponseSchema,
  cancelAccountDeletionResponseSchema,
  type AccountDeletionRequest,
  type StepUpProof,
} from '@account-centre/contract';
import * as z from 'zod/mini';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * POST accountDeletion (decision 048): the proof and the typed confirmation. The account is
 * deactivated at once; answers when it is erased unless the link of the notice cancels it.
 */
export async function requestAccountDeletion(body: AccountDeletionRequest): Promise<string> {
  const answer = await apiClient.post(getApiPaths().accountDeletion, {
    body,
    schema: accountDeletionResponseSchema,
    needsAuth: true,
    // The form shows the refusal beside its fields.
    toastErrors: false,
  });
  return answer.data.eraseAfter;
}

/** POST cancelAccountDeletion (public): the token of the notice's cancel link. */
export async function cancelAccountDeletion(token: string): Promise<void> {
  await apiClient.post(getApiPaths().cancelAccountDeletion, {
    body: { token },
    schema: cancelAccountDeletionResponseSchema,
    // The page shows the result itself.
    toastErrors: false,
  });
}

export type ExportFormat = 'json' | 'html';

/**
 * POST dataExport: everything held about the account, as the server wrote it (JSON, or the
 * readable page in `language`), after a fresh proof; 42900 beyond the daily limit.
 */
export async function exportData(
  proof: StepUpProof,
  format: ExportFormat,
  language: string,
): Promise<string> {
  return apiClient.post(getApiPaths().dataExport, {
    body: { ...proof, format, language },
    schema: z.string(),
    rawText: true,
    needsAuth: true,
    // The proof dialog shows the refusal (the limit too).
    toastErrors: false,
  });
}
