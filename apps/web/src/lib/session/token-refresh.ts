import { tokenPairSchema, type ErrorName } from '@account-centre/contract';
import { isApiError } from '#lib/api/api-error.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import { sendRequest } from '#lib/api/http.ts';
import { clearSession, getRefreshToken, storeTokens } from '#lib/session/session.ts';
import { removeToken } from '#lib/session/token-cookie.ts';

let inFlight: Promise<void> | undefined;

/** Codes that say the server failed, not that it refused the refresh token. */
const SERVER_FAILURES: ReadonlySet<ErrorName | undefined> = new Set([
  'internalError',
  'serviceUnavailable',
]);

/**
 * The server refused the refresh token (unknown, expired, revoked or reused): the session is
 * over. The answer is judged by its body (spec §7, a 500 included); a transport failure or an
 * answer saying the server itself failed is not a refusal: the refresh token is kept for a retry.
 */
export function isRefreshRefused(error: unknown): boolean {
  return isApiError(error) && error.kind === 'answer' && !SERVER_FAILURES.has(error.errorName);
}

/**
 * Spec §4: refresh removes the token cookie, calls the token endpoint with the stored refresh
 * token (fields as query params) and stores the new pair. Concurrent callers share one call,
 * since the server rotates refresh tokens and detects reuse. A refused refresh clears the
 * session and rejects with the server's error.
 */
export function refreshTokens(): Promise<void> {
  inFlight ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    removeToken();
    try {
      const answer = await sendRequest({
        method: 'POST',
        path: getApiPaths().token,
        query: { grant_type: 'refresh_token', refresh_token: refreshToken },
        schema: tokenPairSchema,
      });
      storeTokens(answer);
    } catch (error) {
      if (isRefreshRefused(error)) clearSession();
      throw error;
    }
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** Resolves once a refresh under way has settled (at once when there is none). */
export async function refreshSettled(): Promise<void> {
  await inFlight?.catch(() => undefined);
}
