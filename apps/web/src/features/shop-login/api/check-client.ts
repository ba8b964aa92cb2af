import { oauthClientResponseSchema, type OauthClientResult } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** GET oauthClient: is this client and redirect URL registered? (40060/40061 when not). */
export async function checkClient(
  clientId: string,
  redirectUrl: string,
): Promise<OauthClientResult> {
  const answer = await apiClient.get(getApiPaths().oauthClient, {
    query: { client_id: clientId, redirect_url: redirectUrl },
    schema: oauthClientResponseSchema,
    toastErrors: false,
  });
  return answer.data;
}
