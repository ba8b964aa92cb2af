import { TOKEN_COOKIE_DAYS } from '@account-centre/contract';
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'ac-token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** Spec §3: the access token lives in a cookie for one twelfth of a day (2 h). */
export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_COOKIE_DAYS,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
