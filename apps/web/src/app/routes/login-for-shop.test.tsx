import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LoginRoute } from '#app/routes/login.tsx';
import { navigation } from '#lib/navigation.ts';
import { RegisterRoute } from '#app/routes/register.tsx';
import { clearSession, storeTokens } from '#lib/session/session.ts';
import { acceptArrivingClient, captureUrlParams, getUrlParams } from '#lib/session/url-params.ts';
import { acceptAgreement } from '#testing/agreement.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { connectorRoutes } from '#testing/connector-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes, solveSliderByKeyboard } from '#testing/slider-stubs.ts';
import { tokenPair, tokenRoute } from '#testing/token-stubs.ts';

const CLIENT_PATH = '/api/aurora-auth/oauth/client';
const STORE_PATH = '/aurora-store/api/v1/shopstore/redirect';
const AUTH_CODE_PATH = '/api/aurora-auth/oauth/authCode';
const CONSENT_PATH = '/api/aurora-auth/oauth/consent';
const INTERACTION = 'kZ3q9xV0nRtY2wLp8sHfJ';
/** How the OpenID provider sends a client's visitor to the login screen (decision 031). */
const ARRIVAL = `?client_id=aurora-shop&redirect_url=https%3A%2F%2Fshop.example%2Fcb&interaction=${INTERACTION}`;
const RESUME = `http://localhost:3000/oidc/auth/${INTERACTION}`;

async function signInOnScreen() {
  await page.getByLabelText('Account').fill('someone@example.com');
  await page.getByLabelText('Password', { exact: true }).fill('Secret123');
  await acceptAgreement();
  await solveSliderByKeyboard();
  await page.getByRole('button', { name: 'Log in' }).click();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shop login on the login screen', () => {
  test('keeps the sign-in request (redirect_uri as redirect_url); a new client replaces it', () => {
    captureUrlParams(ARRIVAL);
    expect(getUrlParams().client_id, 'unchecked fields are not kept').toBeUndefined();
    acceptArrivingClient();
    expect(getUrlParams()).toMatchObject({
      client_id: 'aurora-shop',
      redirect_url: 'https://shop.example/cb',
      interaction: INTERACTION,
    });
    captureUrlParams('?client_id=other&redirect_uri=https%3A%2F%2Fother.example%2Fcb');
    acceptArrivingClient();
    const params = getUrlParams();
    expect(params).toMatchObject({ client_id: 'other', redirect_url: 'https://other.example/cb' });
    expect(params.interaction).toBeUndefined();
  });

  test('after sign-in the shop customer goes back through the store redirect', async () => {
    captureUrlParams(ARRIVAL);
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    const calls = stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'aurora-shop', name: 'Aurora Shop', shop: true }),
      },
      {
        method: 'POST',
        path: STORE_PATH,
        reply: () => ok({ url: RESUME }),
      },
    ]);
    await renderRoute(<LoginRoute />, { path: '/login' });
    await signInOnScreen();

    // The provider's resume URL: it returns the customer to the shop with the code.
    await expect.poll(() => leave.mock.calls[0]?.[0]).toBe(RESUME);
    const store = calls.find((call) => call.url.pathname === STORE_PATH);
    expect(store?.body).toEqual({
      client_id: 'aurora-shop',
      redirect_url: 'https://shop.example/cb',
      interaction: INTERACTION,
    });
    expect(calls.some((call) => call.url.pathname === AUTH_CODE_PATH)).toBe(false);
    // Answered once: the request is forgotten, the client and its return address kept (spec §3).
    expect(getUrlParams()).toMatchObject({ client_id: 'aurora-shop' });
    expect(getUrlParams().interaction).toBeUndefined();
  });

  test("the shop's link without a provider handshake returns to the shop after sign-in", async () => {
    captureUrlParams('?client_id=aurora-shop&redirect_url=https%3A%2F%2Fshop.example%2Fcb');
    acceptArrivingClient();
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'aurora-shop', name: 'Aurora Shop', shop: true }),
      },
    ]);
    await renderRoute(<LoginRoute />, { path: '/login' });
    await signInOnScreen();
    await expect.poll(() => leave.mock.calls[0]?.[0]).toBe('https://shop.example/cb');
  });

  test('another client without a handshake: the visitor goes home', async () => {
    captureUrlParams('?client_id=partner-app&redirect_url=https%3A%2F%2Fpartner.example%2Fcb');
    acceptArrivingClient();
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'partner-app', name: 'Partner', shop: false }),
      },
    ]);
    const { router } = await renderRoute(<LoginRoute />, { path: '/login' });
    await signInOnScreen();
    await expect.poll(() => router.location.pathname).toBe('/home');
    expect(leave).not.toHaveBeenCalled();
  });

  test('a sign-in request another browser started is refused: forgotten, the visitor goes home (decision 038)', async () => {
    captureUrlParams(ARRIVAL);
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'aurora-shop', name: 'Aurora Shop', shop: true }),
      },
      {
        method: 'POST',
        path: STORE_PATH,
        reply: () => ({
          status: 400,
          body: { code: 40062, msg: 'invalid authorization request', error: 'invalid_request' },
        }),
      },
    ]);
    const { router } = await renderRoute(<LoginRoute />, { path: '/login' });
    await signInOnScreen();

    await expect
      .element(
        page.getByText('The sign-in request of the site you came from is not valid.', {
          exact: false,
        }),
      )
      .toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/home');
    expect(getUrlParams().interaction).toBeUndefined();
    expect(leave).not.toHaveBeenCalled();
  });

  test('another registered client gets its code through authCode', async () => {
    captureUrlParams(ARRIVAL.replace('aurora-shop', 'partner'));
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'partner', name: 'Partner', shop: false }),
      },
      {
        method: 'GET',
        path: AUTH_CODE_PATH,
        reply: () => ok({ redirect: RESUME }),
      },
    ]);
    await renderRoute(<LoginRoute />, { path: '/login' });
    await signInOnScreen();
    await expect.poll(() => leave.mock.calls[0]?.[0]).toBe(RESUME);
  });

  test('a visitor signed in here is offered to the client without the password', async () => {
    storeTokens(tokenPair('access-0', 'refresh-0'));
    captureUrlParams(ARRIVAL.replace('aurora-shop', 'partner'));
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    const calls = stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'partner', name: 'Partner', shop: false }),
      },
      { method: 'GET', path: AUTH_CODE_PATH, reply: () => ok({ redirect: RESUME }) },
    ]);
    await renderRoute(<LoginRoute />, { path: '/login' });
    await expect.poll(() => leave.mock.calls[0]?.[0]).toBe(RESUME);
    const authCode = calls.find((call) => call.url.pathname === AUTH_CODE_PATH);
    expect(authCode?.url.searchParams.get('interaction')).toBe(INTERACTION);
    clearSession();
  });

  test('a sign-in too old for the client (40071): the form asks for the password, then it goes on', async () => {
    storeTokens(tokenPair('access-0', 'refresh-0'));
    captureUrlParams(ARRIVAL.replace('aurora-shop', 'partner'));
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    let fresh = false;
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => {
        fresh = true;
        return { body: tokenPair('access-1', 'refresh-1') };
      }),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ok({ client_id: 'partner', name: 'Partner', shop: false }),
      },
      {
        method: 'GET',
        path: AUTH_CODE_PATH,
        reply: () =>
          fresh
            ? ok({ redirect: RESUME })
            : { status: 403, body: { code: 40071, msg: 'this app asks for a fresh sign-in' } },
      },
    ]);
    await renderRoute(<LoginRoute />, { path: '/login' });
    await expect
      .element(page.getByText('For your security, please sign in again and retry.'))
      .toBeVisible();
    expect(leave).not.toHaveBeenCalled();
    await signInOnScreen();
    await expect.poll(() => leave.mock.calls[0]?.[0]).toBe(RESUME);
    clearSession();
  });

  test.each([
    ['Allow', true],
    ['Deny', false],
  ])(
    'a third-party client asks consent after sign-in; %s answers it and returns to the client',
    async (button, allow) => {
      captureUrlParams(ARRIVAL.replace('aurora-shop', 'partner'));
      const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
      const calls = stubFetch([
        ...connectorRoutes(),
        ...sliderRoutes(),
        tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
        {
          method: 'GET',
          path: CLIENT_PATH,
          reply: () => ok({ client_id: 'partner', name: 'Partner App', shop: false }),
        },
        {
          method: 'GET',
          path: AUTH_CODE_PATH,
          reply: () =>
            ok({ consent: { client_id: 'partner', name: 'Partner App', scopes: ['email'] } }),
        },
        { method: 'POST', path: CONSENT_PATH, reply: () => ok({ redirect: RESUME }) },
      ]);
      await renderRoute(<LoginRoute />, { path: '/login' });
      await signInOnScreen();
      await expect
        .element(page.getByRole('heading', { name: 'Allow Partner App to sign you in?' }))
        .toBeVisible();
      await expect.element(page.getByText('Your email address')).toBeVisible();
      expect(leave).not.toHaveBeenCalled();
      await page.getByRole('button', { name: button }).click();
      await expect.poll(() => leave.mock.calls[0]?.[0]).toBe(RESUME);
      const consent = calls.find((call) => call.url.pathname === CONSENT_PATH);
      expect(consent?.body).toEqual({
        client_id: 'partner',
        redirect_url: 'https://shop.example/cb',
        interaction: INTERACTION,
        allow,
      });
      expect(getUrlParams().interaction).toBeUndefined();
    },
  );

  test('an unregistered return address shows a clear page instead of the form', async () => {
    captureUrlParams('?client_id=aurora-shop&redirect_uri=https%3A%2F%2Fevil.example%2Fcb');
    const leave = vi.spyOn(navigation, 'leave').mockImplementation(() => {});
    stubFetch([
      ...connectorRoutes(),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ({
          status: 400,
          body: { code: 40061, msg: 'redirect url not registered', error: 'invalid_request' },
        }),
      },
    ]);
    await renderRoute(<LoginRoute />, { path: '/login' });
    await expect.element(page.getByRole('heading', { name: 'Sign-in not possible' })).toBeVisible();
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent(/return address of the site you came from is not registered/);
    expect(page.getByLabelText('Account').all()).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();
  });

  test('a refused link is not kept: later plain visits to login and register are ordinary', async () => {
    // A new page load with an unknown client, then plain visits (each a new page load).
    captureUrlParams('?client_id=unknown-app&redirect_url=https%3A%2F%2Fx.example%2Fcb');
    stubFetch([
      ...connectorRoutes(),
      {
        method: 'GET',
        path: CLIENT_PATH,
        reply: () => ({
          status: 400,
          body: { code: 40060, msg: 'unknown client', error: 'invalid_client' },
        }),
      },
      ...sliderRoutes(),
    ]);
    const first = await renderRoute(<LoginRoute />, { path: '/login' });
    await expect.element(page.getByRole('heading', { name: 'Sign-in not possible' })).toBeVisible();
    expect(getUrlParams().client_id).toBeUndefined();
    expect(getUrlParams().redirect_url).toBeUndefined();
    await first.screen.unmount();

    captureUrlParams('');
    const login = await renderRoute(<LoginRoute />, { path: '/login' });
    await expect.element(page.getByLabelText('Account')).toBeVisible();
    await login.screen.unmount();

    captureUrlParams('?lang=de');
    await renderRoute(<RegisterRoute />, { path: '/register' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  });

  test('a client_id without return address is refused without a call, and the page leads on to the plain login', async () => {
    captureUrlParams('?client_id=some-device-app');
    stubFetch([...connectorRoutes(), ...sliderRoutes()]);
    const { router } = await renderRoute(<LoginRoute />, { path: '/login' });
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent(/return address of the site you came from is not registered/);
    expect(getUrlParams().client_id).toBeUndefined();

    await page.getByRole('link', { name: 'Continue to the ordinary log-in' }).click();
    await expect.element(page.getByLabelText('Account')).toBeVisible();
    expect(router.location.pathname).toBe('/login');
    expect(router.location.search).toBe('');
  });
});
