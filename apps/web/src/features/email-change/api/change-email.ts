import { changeEmailResponseSchema, type ChangeEmailRequest } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** POST changeEmail (signed in): the new address and the code sent to it. */
export async function changeEmail(input: ChangeEmailRequest): Promise<void> {
  await apiClient.post(getApiPaths().changeEmail, {
    body: input,
    schema: changeEmailResponseSchema,
    needsAuth: true,
  });
}
