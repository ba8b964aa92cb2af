import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { AccountSummary } from '#features/account/components/account-summary.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const userInfo = {
  productId: '100200300',
  email: 'someone@example.com',
  phoneMasked: '+49 1•••••89',
  country: 'DE',
  birthDate: { year: 1990, month: 2, day: 28 },
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('AccountSummary', () => {
  test('shows e-mail, product ID, country, masked phone and the account links', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([{ method: 'GET', path: '/api/aurora-user/v1/info', reply: () => ok(userInfo) }]);
    await renderRoute(<AccountSummary />, { path: '/home' });

    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    await expect.element(page.getByText('Product ID')).toBeVisible();
    await expect.element(page.getByText('100200300')).toBeVisible();
    await expect.element(page.getByText('Germany')).toBeVisible();
    await expect.element(page.getByText('+49 1•••••89')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Change password' }))
      .toHaveAttribute('href', '/changePassword');
    await expect
      .element(page.getByRole('link', { name: 'Change email' }))
      .toHaveAttribute('href', '/changeMailBox');
    await expect
      .element(page.getByRole('link', { name: 'Log out' }))
      .toHaveAttribute('href', '/logout');
  });

  test('a 401 sends the visitor to /login with the stored url params', async () => {
    stubFetch([
      {
        method: 'GET',
        path: '/api/aurora-user/v1/info',
        reply: () => ({ status: 401, body: { code: 40100, msg: 'token invalid' } }),
      },
    ]);
    const { acceptArrivingClient, captureUrlParams } = await import('#lib/session/url-params.ts');
    captureUrlParams('?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
    acceptArrivingClient();
    const { router } = await renderRoute(<AccountSummary />, { path: '/home' });
    await expect
      .poll(() => `${router.location.pathname}${router.location.search}`)
      .toBe('/login?client_id=shop&redirect_url=https%3A%2F%2Fshop.example%2F');
  });
});
