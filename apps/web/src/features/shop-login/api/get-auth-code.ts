import {
  authorizationCodeResponseSchema,
  type AuthorizationCodeResult,
  type AuthorizationParams,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** GET authCode: a code for the signed-in user and the URL that returns them to the client. */
export async function getAuthCode(params: AuthorizationParams): Promise<AuthorizationCodeResult> {
  const answer = await apiClient.get(getApiPaths().authCode, {
    query: params,
    schema: authorizationCodeResponseSchema,
    needsAuth: true,
  });
  return answer.data;
}
