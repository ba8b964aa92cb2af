import { REQUEST_TIMEOUT_MS } from '@account-centre/contract';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as z from 'zod/mini';
import { apiRequest } from '#lib/api/api-client.ts';
import { ApiError } from '#lib/api/api-error.ts';
import { base64Utf8 } from '#lib/security/base64.ts';
import { sendRequest } from '#lib/api/http.ts';
import { initRuntime } from '#lib/runtime.ts';
import { getRefreshToken, storeTokens } from '#lib/session/session.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { loadingStore } from '#lib/ui/loading-store.ts';
import { acceptArrivingClient, captureUrlParams } from '#lib/session/url-params.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const path = '/api/aurora-user/v1/thing';
const schema = z.object({ code: z.literal(0), msg: z.string(), data: z.object({ n: z.number() }) });

describe('apiRequest', () => {
  test('200 with code 0 resolves, with the headers of every request', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    captureUrlParams('?client_id=shop-client');
    acceptArrivingClient();
    const calls = stubFetch([{ method: 'POST', path, reply: () => ok({ n: 1 }) }]);

    const answer = await apiRequest({ method: 'POST', path, body: { a: 1 }, schema });

    expect(answer.data).toEqual({ n: 1 });
    const headers = calls[0]?.headers;
    expect(headers?.get('Aurora-Auth')).toBe('access-1');
    expect(headers?.get('Authorization')).toBe(`Basic ${btoa('aurora-web:aurora-web-secret')}`);
    expect(headers?.get('Tenant-Id')).toBe('000000');
    expect(headers?.get('target-client-id')).toBe('shop-client');
    expect(headers?.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  test('a slider ticket goes as the Slider-Ticket header, only when given', async () => {
    const calls = stubFetch([{ method: 'POST', path, reply: () => ok({ n: 1 }) }]);
    await apiRequest({ method: 'POST', path, schema, sliderTicket: 'ticket-1' });
    await apiRequest({ method: 'POST', path, schema, sliderTicket: '' });
    expect(calls.map((call) => call.headers.get('Slider-Ticket'))).toEqual(['ticket-1', null]);
  });

  test('a background call (showLoading: false) does not raise the loading overlay', async () => {
    let visibleDuringCall: boolean | undefined;
    stubFetch([
      {
        method: 'POST',
        path,
        reply: () => {
          visibleDuringCall = loadingStore.isVisible();
          return ok({ n: 1 });
        },
      },
    ]);
    await apiRequest({ method: 'POST', path, schema, showLoading: false });
    expect(visibleDuringCall).toBe(false);
    await apiRequest({ method: 'POST', path, schema });
    expect(visibleDuringCall).toBe(true);
  });

  test('without a token there is no auth header; the second brand sends tenant 000002', async () => {
    initRuntime({ hostname: 'example.test', search: '?tenantId=000002' }, document);
    const calls = stubFetch([{ method: 'GET', path, reply: () => ok({ n: 1 }) }]);
    await apiRequest({ method: 'GET', path, schema });
    expect(calls[0]?.headers.has('Aurora-Auth')).toBe(false);
    expect(calls[0]?.headers.get('Tenant-Id')).toBe('000002');
    expect(calls[0]?.headers.get('target-client-id')).toBe('aurora-web');
    expect(document.documentElement.dataset.brand).toBe('second');
  });

  test('200 with a non-zero code rejects and shows the catalogue text in a red toast', async () => {
    stubFetch([
      {
        method: 'POST',
        path,
        reply: () => ({ status: 200, body: { code: 30901, msg: 'exists' } }),
      },
    ]);
    await renderRoute(<p>page</p>);

    const failure = apiRequest({ method: 'POST', path, body: {}, schema });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ errorName: 'emailAlreadySignedUp', status: 200 });
    const toast = page.getByText('The email has been signed up. Log in now?');
    await expect.element(toast).toBeVisible();
    expect(toast.element().closest('[data-type]')?.getAttribute('data-type')).toBe('error');
  });

  test('an unknown code shows the server msg', async () => {
    stubFetch([
      {
        method: 'POST',
        path,
        reply: () => ({ status: 400, body: { code: 12345, msg: 'Odd thing' } }),
      },
    ]);
    await renderRoute(<p>page</p>);
    await expect(apiRequest({ method: 'POST', path, schema })).rejects.toBeInstanceOf(ApiError);
    await expect.element(page.getByText('Odd thing')).toBeVisible();
  });

  test('401 navigates to /login with the stored url params', async () => {
    captureUrlParams('?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
    acceptArrivingClient();
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([
      {
        method: 'GET',
        path,
        reply: () => ({ status: 401, body: { code: 40102, msg: 'session expired' } }),
      },
    ]);
    const { router } = await renderRoute(<p>page</p>, { path: '/home' });

    await expect(apiRequest({ method: 'GET', path, schema })).rejects.toBeInstanceOf(ApiError);

    expect(`${router.location.pathname}${router.location.search}`).toBe(
      '/login?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F',
    );
    expect(getToken()).toBeUndefined();
    await expect
      .element(page.getByText('Your login has expired. Please log in again.'))
      .toBeVisible();
  });

  test('40100 with a refresh token: refresh once, store the new pair, retry the call', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    let attempts = 0;
    const calls = stubFetch([
      {
        method: 'GET',
        path,
        reply: () =>
          ++attempts === 1
            ? { status: 401, body: { code: 40100, msg: 'token invalid' } }
            : ok({ n: 2 }),
      },
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({
          body: {
            access_token: 'new-access',
            refresh_token: 'new-refresh',
            token_type: 'bearer',
            expires_in: 7200,
          },
        }),
      },
    ]);

    const answer = await apiRequest({ method: 'GET', path, schema });

    expect(answer.data.n).toBe(2);
    const refresh = calls[1];
    expect(refresh?.url.searchParams.get('grant_type')).toBe('refresh_token');
    expect(refresh?.url.searchParams.get('refresh_token')).toBe('old-refresh');
    expect(refresh?.headers.has('Aurora-Auth')).toBe(false);
    expect(calls[2]?.headers.get('Aurora-Auth')).toBe('new-access');
    expect(getToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
  });

  test('a failed refresh clears the session and goes to /login', async () => {
    storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
    stubFetch([
      {
        method: 'GET',
        path,
        reply: () => ({ status: 401, body: { code: 40100, msg: 'token invalid' } }),
      },
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({
          status: 401,
          body: { code: 40102, msg: 'session expired', error: 'invalid_grant' },
        }),
      },
    ]);
    const { router } = await renderRoute(<p>page</p>, { path: '/home' });

    await expect(apiRequest({ method: 'GET', path, schema })).rejects.toBeInstanceOf(ApiError);

    expect(router.location.pathname).toBe('/login');
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });

  test('a 5xx answer and a network failure are transport errors', async () => {
    stubFetch([{ method: 'GET', path, reply: () => ({ status: 503, body: {} }) }]);
    await renderRoute(<p>page</p>);
    await expect(apiRequest({ method: 'GET', path, schema })).rejects.toMatchObject({
      errorName: 'serviceUnavailable',
    });
    await expect
      .element(page.getByText('The service is temporarily unavailable. Please try again later.'))
      .toBeVisible();
  });
});

describe('HTTP 500 (spec §7: statuses from 200 to 500 are judged by the body)', () => {
  test('a 500 with the error body is an answer judged by its code', async () => {
    stubFetch([
      {
        method: 'GET',
        path,
        reply: () => ({ status: 500, body: { code: 11002, msg: 'send failed' } }),
      },
    ]);
    await renderRoute(<p>page</p>);
    await expect(apiRequest({ method: 'GET', path, schema })).rejects.toMatchObject({
      kind: 'answer',
      status: 500,
      errorName: 'codeSendFailed',
    });
    await expect.element(page.getByText('Failed to send you a code.')).toBeVisible();
  });

  test('a 500 without the error body and a 502 are transport failures', async () => {
    stubFetch([
      { method: 'GET', path, reply: () => ({ status: 500, body: '<html>proxy error</html>' }) },
      { method: 'POST', path, reply: () => ({ status: 502, body: { code: 11002, msg: 'x' } }) },
    ]);
    await expect(sendRequest({ method: 'GET', path, schema })).rejects.toMatchObject({
      kind: 'server',
      errorName: 'internalError',
    });
    await expect(sendRequest({ method: 'POST', path, schema })).rejects.toMatchObject({
      kind: 'server',
      status: 502,
    });
  });
});

describe('transport', () => {
  test('a call without an answer is aborted after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const failure = sendRequest({ method: 'GET', path, schema });
    const settled = expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let done = false;
    void failure.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  test('Basic authorization is UTF-8 safe base64', () => {
    expect(base64Utf8('aurora-web:sécret-密')).toBe('YXVyb3JhLXdlYjpzw6ljcmV0LeWvhg==');
  });
});
