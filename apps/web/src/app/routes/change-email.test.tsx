import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ChangeEmailRoute } from '#app/routes/change-email.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { setStored } from '#lib/storage.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

describe('ChangeEmailRoute', () => {
  test('success shows "Changed" and goes home', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([
      {
        method: 'POST',
        path: '/api/aurora-user/v1/email/change/code',
        reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600 }),
      },
      { method: 'POST', path: '/api/aurora-user/v1/email/change', reply: () => ok(null) },
    ]);
    const { router } = await renderRoute(<ChangeEmailRoute />, { path: '/changeMailBox' });
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
    await expect.poll(() => router.location.pathname).toBe('/home');
  });

  test('an account without an e-mail (phone account) is told "Added" (spec §8)', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    setStored('userInfo', {
      productId: '100200300',
      email: null,
      phoneMasked: '+49 151 ****67',
      country: 'DE',
      birthDate: { year: 1990, month: 2, day: 28 },
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    stubFetch([
      {
        method: 'POST',
        path: '/api/aurora-user/v1/email/change/code',
        reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600 }),
      },
      { method: 'POST', path: '/api/aurora-user/v1/email/change', reply: () => ok(null) },
    ]);
    await renderRoute(<ChangeEmailRoute />, { path: '/changeMailBox' });
    await page.getByLabelText('New email').fill('new@example.com');
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabelText('Verification code').fill('654321');
    await page.getByLabelText('Current password').fill('Robot-2025x');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Added', { exact: true })).toBeVisible();
  });
});
