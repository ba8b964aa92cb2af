import {
  sendCodeResponseSchema,
  type ChangeEmailCodeRequest,
  type SendCodeResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** POST changeEmailCode (signed in): sends a code to the new address. */
export async function sendChangeEmailCode(input: ChangeEmailCodeRequest): Promise<SendCodeResult> {
  const answer = await apiClient.post(getApiPaths().changeEmailCode, {
    body: input,
    schema: sendCodeResponseSchema,
    needsAuth: true,
  });
  return answer.data;
}
