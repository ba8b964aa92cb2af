import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as z from 'zod/mini';
import { apiRequest } from '#lib/api/api-client.ts';
import { getRefreshToken, storeTokens } from '#lib/session/session.ts';
import { removeToken } from '#lib/session/token-cookie.ts';
import { ok, stubFetch, type RecordedRequest } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { grantOf, tokenPair, tokenRoute, TOKEN_PATH } from '#testing/token-stubs.ts';

const path = '/api/aurora-user/v1/thing';
const schema = z.object({ code: z.literal(0), msg: z.string(), data: z.object({ n: z.number() }) });
const tokenInvalid = { status: 401, body: { code: 40100, msg: 'token invalid' } };

const tokenCalls = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.url.pathname === TOKEN_PATH);

/** A call that answers only for the access token `valid`. */
const thingFor = (valid: string) => ({
  method: 'GET' as const,
  path,
  reply: (request: RecordedRequest) =>
    request.headers.get('Aurora-Auth') === valid ? ok({ n: 1 }) : tokenInvalid,
});

describe('refreshTokens in the API client', () => {
  test('parallel calls that meet an expired token share one refresh', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    const calls = stubFetch([
      thingFor('new-access'),
      tokenRoute(() => ({ body: tokenPair('new-access', 'new-refresh') })),
    ]);

    const answers = await Promise.all([
      apiRequest({ method: 'GET', path, schema }),
      apiRequest({ method: 'GET', path, schema }),
      apiRequest({ method: 'GET', path, schema }),
    ]);

    expect(answers.map((answer) => answer.data.n)).toEqual([1, 1, 1]);
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(grantOf(tokenCalls(calls)[0]).refresh_token).toBe('old-refresh');
    expect(getRefreshToken()).toBe('new-refresh');
  });

  test('parallel calls needing auth without a token cookie share one refresh up front', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    removeToken();
    const calls = stubFetch([
      thingFor('new-access'),
      tokenRoute(() => ({ body: tokenPair('new-access', 'new-refresh') })),
    ]);

    await Promise.all([
      apiRequest({ method: 'GET', path, schema, needsAuth: true }),
      apiRequest({ method: 'GET', path, schema, needsAuth: true }),
    ]);

    expect(calls.map((call) => call.url.pathname)).toEqual([TOKEN_PATH, path, path]);
    expect(calls.slice(1).map((call) => call.headers.get('Aurora-Auth'))).toEqual([
      'new-access',
      'new-access',
    ]);
  });

  test('a call whose token was replaced while it ran is retried without another refresh', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    const calls = stubFetch([
      thingFor('new-access'),
      tokenRoute(() => ({ body: tokenPair('new-access', 'new-refresh') })),
    ]);
    // The first call's 401 is held back until the second call has refreshed and succeeded.
    const stubbedFetch = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await stubbedFetch(input, init);
      if (holding) {
        holding = false;
        await held;
      }
      return response;
    });

    const slow = apiRequest({ method: 'GET', path, schema });
    const fast = await apiRequest({ method: 'GET', path, schema });
    release();

    expect(fast.data.n).toBe(1);
    expect((await slow).data.n).toBe(1);
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(calls.at(-1)?.headers.get('Aurora-Auth')).toBe('new-access');
  });

  test('a refresh lost in transit keeps the refresh token and says so, not "expired"', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    stubFetch([thingFor('new-access'), tokenRoute(() => ({ status: 503, body: {} }))]);
    const { router } = await renderRoute(<p>page</p>, { path: '/home' });

    await expect(apiRequest({ method: 'GET', path, schema })).rejects.toMatchObject({
      errorName: 'serviceUnavailable',
    });
    await expect
      .element(page.getByText('The service is temporarily unavailable. Please try again later.'))
      .toBeVisible();
    expect(getRefreshToken()).toBe('old-refresh');
    expect(router.location.pathname).toBe('/home');
  });
});
