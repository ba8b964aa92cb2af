import * as z from 'zod/mini';
import { getStored, removeStored, setStored } from '#lib/storage.ts';
import { getToken, removeToken, setToken } from '#lib/session/token-cookie.ts';

export function getRefreshToken(): string | undefined {
  return getStored('refreshToken', z.string().check(z.minLength(1)));
}

/**
 * Signed in (spec §6): an access token, or a refresh token the API client can renew it with
 * once the 2 h cookie has expired.
 */
export function hasSession(): boolean {
  return getToken() !== undefined || getRefreshToken() !== undefined;
}

/** Signed in: the access token goes to the cookie, the refresh token to local storage. */
export function storeTokens(tokens: { access_token: string; refresh_token: string }): void {
  setToken(tokens.access_token);
  setStored('refreshToken', tokens.refresh_token);
}

/** Back to visitor: forget the token pair and the cached account summary. */
export function clearSession(): void {
  removeToken();
  removeStored('refreshToken');
  removeStored('userInfo');
}
