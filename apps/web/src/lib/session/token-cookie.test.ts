import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { setToken, TOKEN_COOKIE, tokenCookieAttributes } from '#lib/session/token-cookie.ts';

/** What Chromium keeps of a cookie (the Cookie Store API; TypeScript's DOM types name only two fields). */
interface KeptCookie {
  name: string;
  value: string;
  secure: boolean;
  sameSite: 'strict' | 'lax' | 'none';
  path: string;
  expires: number | null;
}

/**
 * The cookie once Chromium's cookie store holds it: a `document.cookie` write reaches the store the
 * Cookie Store API reads asynchronously (on a loaded machine, after the first read), so it is
 * polled until it has the value just written.
 */
async function kept(name: string, value: string): Promise<KeptCookie | undefined> {
  // Chromium's CookieListItem carries the attributes; lib.dom's type has only name and value.
  const read = async () => ((await cookieStore.get(name)) as KeptCookie | null) ?? undefined;
  await expect.poll(async () => (await read())?.value).toBe(value);
  return read();
}

describe('token cookie (Chromium keeps what the web app writes)', () => {
  it('over https: Secure and SameSite=Strict, for 2 hours, on the whole site', async () => {
    Cookies.set(TOKEN_COOKIE, 'tls-token', tokenCookieAttributes('https:'));
    const cookie = await kept(TOKEN_COOKIE, 'tls-token');
    expect(cookie).toMatchObject({
      value: 'tls-token',
      secure: true,
      sameSite: 'strict',
      path: '/',
    });
    const hours = ((cookie?.expires ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
  });

  it('on this plain-http test page: setToken writes SameSite=Strict without Secure', async () => {
    expect(window.location.protocol).toBe('http:');
    setToken('plain-token');
    expect(await kept(TOKEN_COOKIE, 'plain-token')).toMatchObject({
      value: 'plain-token',
      secure: false,
      sameSite: 'strict',
      path: '/',
    });
  });
});
