import { changePasswordResponseSchema, type ChangePasswordRequest } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** POST changePassword (signed in): the current password and the new one. */
export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await apiClient.post(getApiPaths().changePassword, {
    body: input,
    schema: changePasswordResponseSchema,
    needsAuth: true,
  });
}
