import type { AuthorizationParams } from '@account-centre/contract';
import { checkClient } from '#features/shop-login/api/check-client.ts';
import { getAuthCode } from '#features/shop-login/api/get-auth-code.ts';
import { storeRedirect } from '#features/shop-login/api/store-redirect.ts';
import {
  clearAuthorizationRequest,
  getUrlParams,
  type UrlParams,
} from '#lib/session/url-params.ts';

/** The stored authorization request of a client (shop login), if the visitor came with one. */
export function pendingAuthorization(
  params: UrlParams = getUrlParams(),
): AuthorizationParams | undefined {
  const { client_id, redirect_url, code_challenge } = params;
  if (!client_id || !redirect_url || !code_challenge) return undefined;
  return {
    client_id,
    redirect_url,
    response_type: params.response_type,
    scope: params.scope,
    state: params.state,
    nonce: params.nonce,
    code_challenge,
    code_challenge_method: params.code_challenge_method,
  };
}

/**
 * After sign-in: the URL that returns the visitor to the client with a code — through the signed
 * store redirect for the shop (spec §7), through authCode for other clients. The server answers
 * only registered, exactly matching redirect URLs; the request is forgotten once answered.
 */
export async function returnUrlFor(request: AuthorizationParams): Promise<string> {
  const client = await checkClient(request.client_id, request.redirect_url);
  const url = client.shop
    ? (await storeRedirect(request)).url
    : (await getAuthCode(request)).redirect;
  clearAuthorizationRequest();
  return url;
}

/**
 * The stored redirect_url, only if the server confirms it is registered for the stored client
 * (spec §4: a 401 on logout goes there; never to a URL someone put into the link).
 */
export async function verifiedRedirectUrl(): Promise<string | undefined> {
  const { client_id, redirect_url } = getUrlParams();
  if (!client_id || !redirect_url) return undefined;
  try {
    await checkClient(client_id, redirect_url);
    return redirect_url;
  } catch {
    return undefined;
  }
}
