import type { AuthorizationParams, ConsentRequest } from '@account-centre/contract';
import { isApiError } from '#lib/api/api-error.ts';
import { checkClient } from '#features/shop-login/api/check-client.ts';
import { getAuthCode } from '#features/shop-login/api/get-auth-code.ts';
import { storeRedirect } from '#features/shop-login/api/store-redirect.ts';
import {
  clearAuthorizationRequest,
  getUrlParams,
  type UrlParams,
} from '#lib/session/url-params.ts';

/** The stored sign-in request of a client (shop login), if the visitor came with one. */
export function pendingAuthorization(
  params: UrlParams = getUrlParams(),
): AuthorizationParams | undefined {
  const { client_id, redirect_url, interaction } = params;
  if (!client_id || !redirect_url || !interaction) return undefined;
  return { client_id, redirect_url, interaction };
}

/**
 * Where the visitor goes next: back to the client, first the consent screen, or (`refused`) on in
 * the app: the server refused the sign-in request (40062: unknown, expired, finished, or started in
 * another browser — a link someone sent, decision 038); it is forgotten, the visitor stays signed in.
 */
export type ReturnStep = { url: string } | { consent: ConsentRequest } | { refused: true };

/**
 * After sign-in: finishes the OpenID provider's sign-in request for the signed-in user — through
 * the signed store redirect for the shop (spec §7), through authCode for other clients. The answer
 * is the URL that returns the visitor to the client (the provider adds the code), or, for a
 * third-party client the user has not allowed yet, what the consent screen asks. The server
 * answers only registered, exactly matching redirect URLs; the request is forgotten once answered.
 */
export async function returnUrlFor(request: AuthorizationParams): Promise<ReturnStep> {
  try {
    return await finishRequest(request);
  } catch (error) {
    if (!isApiError(error) || error.errorName !== 'invalidAuthorizationRequest') throw error;
    clearAuthorizationRequest();
    return { refused: true };
  }
}

async function finishRequest(request: AuthorizationParams): Promise<ReturnStep> {
  const client = await checkClient(request.client_id, request.redirect_url);
  if (client.shop) {
    const { url } = await storeRedirect(request);
    clearAuthorizationRequest();
    return { url };
  }
  const answer = await getAuthCode(request);
  if (answer.consent) return { consent: answer.consent };
  clearAuthorizationRequest();
  return { url: answer.redirect ?? request.redirect_url };
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

/**
 * The spec's shop link without a provider handshake (`/login?client_id=<shop>&redirect_url=…`, no
 * `interaction`): after sign-in the customer goes back to the shop's redirect URL, once the server
 * confirms it is registered for the shop. Undefined for any other client or URL.
 */
export async function shopReturnUrl(): Promise<string | undefined> {
  const { client_id, redirect_url } = getUrlParams();
  if (!client_id || !redirect_url) return undefined;
  try {
    const client = await checkClient(client_id, redirect_url);
    return client.shop ? redirect_url : undefined;
  } catch {
    return undefined;
  }
}
