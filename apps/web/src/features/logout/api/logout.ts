import { signOutResponseSchema } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * GET logout: revokes the session at once. A 401 is left to the caller (spec §4). Answers the
 * signed-out page to open when apps are told by Front-Channel Logout (decision 062).
 */
export async function logout(): Promise<string | undefined> {
  const answer = await apiClient.get(getApiPaths().logout, {
    schema: signOutResponseSchema,
    onUnauthorized: 'caller',
  });
  return answer.data?.signedOutUrl;
}
