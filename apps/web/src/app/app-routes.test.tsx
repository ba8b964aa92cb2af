import { beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { App } from '#app/app.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { getStored, setStored } from '#lib/storage.ts';
import { memoryRouter } from '#testing/render-route.tsx';
import { acceptArrivingClient, captureUrlParams } from '#lib/session/url-params.ts';
import { connectorRoutes } from '#testing/connector-stubs.ts';
import { noApps } from '#testing/apps-stubs.ts';
import { securityRoutes } from '#testing/security-stubs.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { allTermsAccepted } from '#testing/legal-stubs.ts';
import { sliderRoutes } from '#testing/slider-stubs.ts';
import * as z from 'zod/mini';

const userInfo = {
  productId: '100200300',
  email: 'someone@example.com',
  phoneMasked: null,
  country: 'DE',
  birthDate: { year: 1990, month: 2, day: 28 },
  createdAt: '2025-01-01T00:00:00.000Z',
};

// The login and reset screens fetch a slider challenge as they open.
beforeEach(() => {
  stubFetch([...sliderRoutes(), ...connectorRoutes()]);
});

async function renderApp(path: string) {
  // The app itself, on a location in memory, so tests can read where it went.
  const router = memoryRouter(path);
  await render(<App router={{ hook: router.hook }} />);
  return router;
}

describe('app routes and shell', () => {
  test('/ redirects to /login, keeping the query string', async () => {
    // As written: not decoded on the way (%2525 stays, not "%25").
    const search = '?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F%3Fq%3D100%2525';
    const router = await renderApp(`/${search}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(`${router.location.pathname}${router.location.search}`).toBe(`/login${search}`);
  });

  test('an unknown path redirects to /404, which links to log in', async () => {
    const router = await renderApp('/does/not/exist');
    await expect.element(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(router.location.pathname).toBe('/404');
    await expect
      .element(page.getByRole('link', { name: 'Go to log in' }))
      .toHaveAttribute('href', '/login');
  });

  test('landmarks, one h1, the footer line, the reset and register links', async () => {
    await renderApp('/login');
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expect.element(page.getByRole('main')).toBeVisible();
    await expect
      .element(page.getByRole('contentinfo'))
      .toMatchTextContent('© 2025 Aurora. All rights reserved.');
    expect(page.getByRole('heading', { level: 1 }).all()).toHaveLength(1);
    await expect
      .element(page.getByRole('link', { name: 'New user? Register' }))
      .toHaveAttribute('href', '/register');
    await expect
      .element(page.getByRole('link', { name: 'Forgot password?' }))
      .toHaveAttribute('href', '/reset');
  });

  test('the register screen loads lazily from the login link', async () => {
    await renderApp('/login');
    await page.getByRole('link', { name: 'New user? Register' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Have an account? Log in' }))
      .toHaveAttribute('href', '/login');
  });

  test('the language dropdown switches the texts and <html lang>, and saves the choice', async () => {
    await renderApp('/login');
    const select = page.getByRole('combobox', { name: 'Language' });
    await expect.element(select).toHaveValue('en');
    expect((select.element() as HTMLSelectElement).options).toHaveLength(11);

    await select.selectOptions('简体中文');

    await expect.element(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect
      .element(page.getByRole('contentinfo'))
      .toMatchTextContent('© 2025 Aurora 版权所有。');
    expect(document.documentElement.lang).toBe('zh');
    expect(getStored('language', z.object({ langTag: z.string() }))).toEqual({ langTag: 'zh' });
    expect(getStored('isZhLang', z.boolean())).toBe(true);

    await page.getByRole('combobox', { name: '语言' }).selectOptions('en');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a confirmed logout says "Succeeded" (spec §8) and goes to /login', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      { method: 'GET', path: '/api/aurora-auth/oauth/logout', reply: () => ok(null) },
    ]);
    const router = await renderApp('/logout');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByText('Succeeded', { exact: true })).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/login');
  });

  test('logout Cancel without history goes to /home', async () => {
    stubFetch([
      ...connectorRoutes(),
      {
        method: 'GET',
        path: '/api/aurora-user/v1/info',
        reply: () => ok(userInfo),
      },
      allTermsAccepted,
      noApps,
      ...securityRoutes,
    ]);
    const router = await renderApp('/logout');
    await expect.element(page.getByText('Do you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    expect(router.location.pathname).toBe('/home');
  });
});

describe('password reset and the signed-in account screens', () => {
  test.each(['/changePassword', '/changeMailBox'])(
    '%s sends a visitor to /login with the stored url params',
    async (path) => {
      captureUrlParams('?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
      acceptArrivingClient();
      // The login screen checks the stored client first (shop login).
      stubFetch([
        ...connectorRoutes(),
        ...sliderRoutes(),
        {
          method: 'GET',
          path: '/api/aurora-auth/oauth/client',
          reply: () => ok({ client_id: 'shop', name: 'Shop', shop: true }),
        },
      ]);
      const router = await renderApp(path);
      await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(`${router.location.pathname}${router.location.search}`).toBe(
        '/login?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F',
      );
    },
  );

  test('a shop link straight to a signed-in screen carries its unchecked client to /login, which checks it', async () => {
    captureUrlParams('?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
    const calls = stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      {
        method: 'GET',
        path: '/api/aurora-auth/oauth/client',
        reply: () => ok({ client_id: 'shop', name: 'Shop', shop: true }),
      },
    ]);
    const router = await renderApp('/changePassword');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(`${router.location.pathname}${router.location.search}`).toBe(
      '/login?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F',
    );
    expect(calls.map((call) => call.url.searchParams.get('client_id'))).toEqual(['shop']);
    expect(getStored('urlParams', z.object({ client_id: z.string() }))?.client_id).toBe('shop');
  });

  test('a stored refresh token alone still opens a signed-in screen', async () => {
    setStored('refreshToken', 'refresh-1');
    await renderApp('/changePassword');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Change password' }))
      .toBeVisible();
  });

  test('/reset loads lazily and links back to log in', async () => {
    const router = await renderApp('/reset');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Reset password' }))
      .toBeVisible();
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.location.pathname).toBe('/login');
  });

  test('home links to the account screens; a changed e-mail shows on home', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    let email = 'someone@example.com';
    stubFetch([
      ...connectorRoutes(),
      { method: 'GET', path: '/api/aurora-user/v1/info', reply: () => ok({ ...userInfo, email }) },
      allTermsAccepted,
      noApps,
      ...securityRoutes,
      {
        method: 'POST',
        path: '/api/aurora-user/v1/email/change/code',
        reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600 }),
      },
      {
        method: 'POST',
        path: '/api/aurora-user/v1/email/change',
        reply: (request) => {
          email = z.object({ email: z.string() }).parse(request.body).email;
          return ok(null);
        },
      },
    ]);
    const router = await renderApp('/home');
    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Change password' }))
      .toHaveAttribute('href', '/changePassword');
    await expect
      .element(page.getByRole('link', { name: 'Log out' }))
      .toHaveAttribute('href', '/logout');

    await page.getByRole('link', { name: 'Change email' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Change email' }))
      .toBeVisible();
    await page.getByLabelText('New email').fill('new@example.com');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await page.getByLabelText('Verification code').fill('654321');
    await page.getByLabelText('Current password').fill('Robot-2025x');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.element(page.getByText('Changed', { exact: true })).toBeVisible();
    await expect.element(page.getByText('new@example.com')).toBeVisible();
    expect(router.location.pathname).toBe('/home');
  });
});
