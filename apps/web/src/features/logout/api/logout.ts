import { logoutResponseSchema } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** GET logout: revokes the session at once. A 401 is left to the caller (spec §4). */
export async function logout(): Promise<void> {
  await apiClient.get(getApiPaths().logout, {
    schema: logoutResponseSchema,
    onUnauthorized: 'caller',
  });
}
