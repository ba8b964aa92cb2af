import {
  sendCodeResponseSchema,
  type SendCodeResult,
  type SendEmailCodeRequest,
} from '@account-centre/contract';
import { apiClient } from '#lib/api-client.ts';
import { getApiPaths } from '#lib/api-paths.ts';

/** POST registerEmailCode: sends a registration code to the address. */
export async function sendEmailCode(input: SendEmailCodeRequest): Promise<SendCodeResult> {
  const answer = await apiClient.post(getApiPaths().registerEmailCode, {
    body: input,
    schema: sendCodeResponseSchema,
  });
  return answer.data;
}
