import { TOKEN_COOKIE_DAYS } from '@account-centre/contract';
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'ac-token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/**
 * The token cookie's attributes on a page served over `protocol` (`window.location.protocol`):
 * `SameSite=Strict` always (no cross-site request carries it), `Secure` over https (never sent in
 * clear); over plain http (local development) a Secure cookie would not be kept by every browser.
 */
export function tokenCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return {
    expires: TOKEN_COOKIE_DAYS,
    sameSite: 'strict',
    secure: protocol === 'https:',
    path: '/',
  };
}

/** Spec §3: the access token lives in a cookie for one twelfth of a day (2 h). */
export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes(window.location.protocol));
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
