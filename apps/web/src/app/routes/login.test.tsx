import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { LoginRoute } from '#app/routes/login.tsx';
import { acceptAgreement } from '#testing/agreement.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import {
  doubleCheckAnswer,
  grantOf,
  OAUTH_EMAIL_PATH,
  tokenPair,
  tokenRoute,
} from '#testing/token-stubs.ts';
import { connectorRoutes } from '#testing/connector-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes, solveSliderByKeyboard } from '#testing/slider-stubs.ts';

describe('LoginRoute', () => {
  test('signing in says "Welcome back" and goes to /home', async () => {
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
    ]);
    const { router } = await renderRoute(<LoginRoute />, { path: '/login' });
    await page.getByLabelText('Account').fill('someone@example.com');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect.element(page.getByText('Welcome back')).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/home');
  });

  test('after a double check, the same welcome and /home; not before', async () => {
    stubFetch([
      ...connectorRoutes(),
      ...sliderRoutes(),
      tokenRoute((request) =>
        grantOf(request).grant_type === 'double_check'
          ? { body: tokenPair('access-2', 'refresh-2') }
          : { body: doubleCheckAnswer() },
      ),
      {
        method: 'POST',
        path: OAUTH_EMAIL_PATH,
        reply: () =>
          ok({ cooldownSeconds: 60, expiresInSeconds: 600, destination: 's•••@example.com' }),
      },
    ]);
    const { router } = await renderRoute(<LoginRoute />, { path: '/login' });
    await page.getByLabelText('Account').fill('someone@example.com');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect.element(page.getByText(/s•••@example\.com/)).toBeVisible();
    expect(page.getByText('Welcome back').all()).toHaveLength(0);
    expect(router.location.pathname).toBe('/login');

    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabelText('Verification code').fill('654321');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(page.getByText('Welcome back')).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/home');
  });
});
