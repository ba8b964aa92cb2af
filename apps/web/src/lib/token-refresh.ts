import { tokenPairSchema } from '@account-centre/contract';
import { getApiPaths } from '#lib/api-paths.ts';
import { sendRequest } from '#lib/http.ts';
import { getRefreshToken, storeTokens } from '#lib/session.ts';
import { removeToken } from '#lib/token-cookie.ts';

let inFlight: Promise<void> | undefined;

/**
 * Spec §4: refresh removes the token cookie, calls the token endpoint with the stored refresh
 * token (fields as query params) and stores the new pair. Concurrent callers share one call,
 * since the server rotates refresh tokens and detects reuse.
 */
export function refreshTokens(): Promise<void> {
  inFlight ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    removeToken();
    const answer = await sendRequest({
      method: 'POST',
      path: getApiPaths().token,
      query: { grant_type: 'refresh_token', refresh_token: refreshToken },
      schema: tokenPairSchema,
    });
    storeTokens(answer);
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
