import { logoutResponseSchema } from '@account-centre/contract';
import { apiClient } from '#lib/api-client.ts';
import { getApiPaths } from '#lib/api-paths.ts';

/** GET logout: revokes the session at once. A 401 is left to the caller (spec §4). */
export async function logout(): Promise<void> {
  await apiClient.get(getApiPaths().logout, {
    schema: logoutResponseSchema,
    onUnauthorized: 'caller',
  });
}
