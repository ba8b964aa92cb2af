import {
  registerResponseSchema,
  type EmailRegisterRequest,
  type RegisterResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api-client.ts';
import { getApiPaths } from '#lib/api-paths.ts';

/** POST registerEmailVerification: checks the code and creates the account. */
export async function registerWithEmail(input: EmailRegisterRequest): Promise<RegisterResult> {
  const answer = await apiClient.post(getApiPaths().registerEmailVerification, {
    body: input,
    schema: registerResponseSchema,
  });
  return answer.data;
}
