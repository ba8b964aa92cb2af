import { consentResponseSchema, type AuthorizationParams } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** POST oauthConsent: allow or deny a client; answers the URL that returns the visitor to it. */
export async function answerConsent(request: AuthorizationParams, allow: boolean): Promise<string> {
  const answer = await apiClient.post(getApiPaths().oauthConsent, {
    body: { ...request, allow },
    schema: consentResponseSchema,
    needsAuth: true,
  });
  return answer.data.redirect;
}
