import { resetPasswordResponseSchema, type ResetPasswordRequest } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** POST resetPassword: sets a new password with a reset code. */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await apiClient.post(getApiPaths().resetPassword, {
    body: input,
    schema: resetPasswordResponseSchema,
  });
}
