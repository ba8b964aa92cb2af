import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ChangePasswordRoute } from '#app/routes/change-password.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

describe('ChangePasswordRoute', () => {
  test('success shows "Changed" and goes home', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    stubFetch([
      { method: 'POST', path: '/api/aurora-user/v1/password/change', reply: () => ok(null) },
    ]);
    const { router } = await renderRoute(<ChangePasswordRoute />, { path: '/changePassword' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Change password' }))
      .toBeVisible();

    await page.getByLabelText('Current password').fill('Robot-2025x');
    await page.getByLabelText('New password', { exact: true }).fill('Robot-2026x');
    await page.getByLabelText('Confirm password').fill('Robot-2026x');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.element(page.getByText('Changed', { exact: true })).toBeVisible();
    await expect.poll(() => router.location.pathname).toBe('/home');
  });
});
