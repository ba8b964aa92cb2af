import {
  accountDeletionResponseSchema,
  cancelAccountDeletionResponseSchema,
  passkeysResponseSchema,
  type AccountDeletionRequest,
  type StepUpProof,
} from '@account-centre/contract';
import * as z from 'zod/mini';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import { passkeyAnswer } from '#lib/security/passkey-answer.ts';

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

/** GET passkeys: whether the account has one (then it may prove the account with it). */
export async function hasPasskeys(): Promise<boolean> {
  const answer = await apiClient.get(getApiPaths().passkeys, {
    schema: passkeysResponseSchema,
    needsAuth: true,
    showLoading: false,
    toastErrors: false,
  });
  return answer.data.passkeys.length > 0;
}

/** This browser can ask for a passkey. */
export function browserOffersPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * The passkey proof (decision 057): a fresh challenge (the sign-in options), answered by the
 * browser with one of this site's passkeys; the server checks that it is the account's. The
 * user's cancel rejects with the browser's error.
 */
export async function passkeyProof(): Promise<StepUpProof> {
  return { passkey: await passkeyAnswer() };
}
