import {
  resetCodeResponseSchema,
  type ResetCodeRequest,
  type ResetCodeResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api-client.ts';
import { getApiPaths } from '#lib/api-paths.ts';

/** POST resetPasswordCode: sends a reset code to the account's e-mail or phone. */
export async function sendResetCode(input: ResetCodeRequest): Promise<ResetCodeResult> {
  const answer = await apiClient.post(getApiPaths().resetPasswordCode, {
    body: input,
    schema: resetCodeResponseSchema,
  });
  return answer.data;
}
