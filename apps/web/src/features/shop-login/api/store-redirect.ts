import {
  storeRedirectResponseSchema,
  type AuthorizationParams,
  type StoreRedirectResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * POST storeRedirect (spec §7), for the shop client: signed v1 like every call of `SIGNED_CALLS`
 * (the signature and timestamp headers); answers the URL that signs the customer into the shop.
 */
export async function storeRedirect(params: AuthorizationParams): Promise<StoreRedirectResult> {
  const answer = await apiClient.post(getApiPaths().storeRedirect, {
    body: params,
    schema: storeRedirectResponseSchema,
    needsAuth: true,
  });
  return answer.data;
}
