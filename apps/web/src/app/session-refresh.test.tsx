import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { HomeRoute } from '#app/routes/home.tsx';
import { getRefreshToken, storeTokens } from '#lib/session/session.ts';
import { getToken, removeToken } from '#lib/session/token-cookie.ts';
import { noApps } from '#testing/apps-stubs.ts';
import { ok, stubFetch, type StubRoute } from '#testing/fetch-stub.ts';
import { allTermsAccepted, HOME_RULE_CHECK_PATH } from '#testing/legal-stubs.ts';
import { grantOf, tokenPair, tokenRoute, TOKEN_PATH } from '#testing/token-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { isSecurityCall, securityRoutes } from '#testing/security-stubs.ts';

const INFO_PATH = '/api/aurora-user/v1/info';
const EXPIRED = 'Your login has expired. Please log in again.';
const userInfo = {
  productId: '1002003004',
  email: 'someone@example.com',
  phoneMasked: null,
  country: 'DE',
  birthDate: { year: 1990, month: 2, day: 28 },
  createdAt: '2025-01-01T00:00:00.000Z',
};
const tokenInvalid = { status: 401, body: { code: 40100, msg: 'token invalid' } };
const sessionExpired = {
  status: 401,
  body: { code: 40102, msg: 'session expired', error: 'invalid_grant' },
};

/** The account server: user info only for the access token `valid`. */
const userInfoFor = (valid: string): StubRoute => ({
  method: 'GET',
  path: INFO_PATH,
  reply: (request) => (request.headers.get('Aurora-Auth') === valid ? ok(userInfo) : tokenInvalid),
});

/** The calls in order, besides the security sections' (they load in parallel with the rest). */
const pathsOf = (calls: { method: string; url: URL }[]) =>
  calls
    .filter((call) => !isSecurityCall(call))
    .map((call) => `${call.method} ${call.url.pathname}`);

describe('token refresh (spec §4), seen from the home screen', () => {
  test('an expired access token: one refresh, then the call again with the new token', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    const calls = stubFetch([
      userInfoFor('new-access'),
      tokenRoute(() => ({ body: tokenPair('new-access', 'new-refresh') })),
      allTermsAccepted,
      noApps,
      ...securityRoutes,
    ]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    // Then Home checks the legal documents with the new token (the overview lists no apps:
    // they are at /home/apps, decision 053).
    await expect
      .poll(() => pathsOf(calls))
      .toEqual([
        `GET ${INFO_PATH}`,
        `POST ${TOKEN_PATH}`,
        `GET ${INFO_PATH}`,
        `POST ${HOME_RULE_CHECK_PATH}`,
      ]);
    expect(calls[0]?.headers.get('Aurora-Auth')).toBe('old-access');
    expect(grantOf(calls[1])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
    });
    // The cookie was removed before the refresh: it goes without the old token.
    expect(calls[1]?.headers.has('Aurora-Auth')).toBe(false);
    expect(calls[2]?.headers.get('Aurora-Auth')).toBe('new-access');
    expect(getToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(page.getByText(EXPIRED).all()).toHaveLength(0);
  });

  test('the token cookie gone, a refresh token kept: refresh first, no call fails', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    removeToken();
    const calls = stubFetch([
      userInfoFor('new-access'),
      tokenRoute(() => ({ body: tokenPair('new-access', 'new-refresh') })),
      allTermsAccepted,
      noApps,
      ...securityRoutes,
    ]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    await expect
      .poll(() => pathsOf(calls))
      .toEqual([`POST ${TOKEN_PATH}`, `GET ${INFO_PATH}`, `POST ${HOME_RULE_CHECK_PATH}`]);
    expect(calls[1]?.headers.get('Aurora-Auth')).toBe('new-access');
  });

  test('a refused refresh: "Your login has expired", the session cleared, on to /login', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    const calls = stubFetch([userInfoFor('new-access'), tokenRoute(() => sessionExpired)]);
    const { router } = await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByText(EXPIRED)).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/login');
    expect(pathsOf(calls)).toEqual([`GET ${INFO_PATH}`, `POST ${TOKEN_PATH}`]);
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });

  test('a refused refresh with the cookie already gone says the same', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    removeToken();
    stubFetch([userInfoFor('new-access'), tokenRoute(() => sessionExpired)]);
    const { router } = await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByText(EXPIRED)).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/login');
    expect(getRefreshToken()).toBeUndefined();
  });

  test('a 500 whose body refuses the refresh token ends the session like a 401', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    stubFetch([userInfoFor('new-access'), tokenRoute(() => ({ ...sessionExpired, status: 500 }))]);
    const { router } = await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.element(page.getByText(EXPIRED)).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/login');
    expect(getRefreshToken()).toBeUndefined();
  });

  test('a 500 saying the server failed keeps the refresh token for a retry', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    const calls = stubFetch([
      userInfoFor('new-access'),
      tokenRoute(() => ({ status: 500, body: { code: 50000, msg: 'internal error' } })),
    ]);
    await renderRoute(<HomeRoute />, { path: '/home' });

    await expect.poll(() => pathsOf(calls)).toEqual([`GET ${INFO_PATH}`, `POST ${TOKEN_PATH}`]);
    await expect
      .element(page.getByText('Something went wrong. Please try again later.'))
      .toBeVisible();
    expect(getRefreshToken()).toBe('old-refresh');
  });
});
