import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ResetPasswordRoute } from '#app/routes/reset-password.tsx';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes, solveSliderByKeyboard } from '#testing/slider-stubs.ts';

async function resetPassword() {
  stubFetch([
    ...sliderRoutes(),
    {
      method: 'POST',
      path: '/api/aurora-user/v1/password/reset/code',
      reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600, destination: 's•••@e.com' }),
    },
    { method: 'POST', path: '/api/aurora-user/v1/password/reset', reply: () => ok(null) },
  ]);
  const { router } = await renderRoute(<ResetPasswordRoute />, { path: '/reset' });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Reset password' }))
    .toBeVisible();
  await page.getByLabelText('Account').fill('someone@example.com');
  await solveSliderByKeyboard();
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
  await page.getByLabelText('Verification code').fill('123456');
  await page.getByLabelText('New password', { exact: true }).fill('Robot-2026x');
  await page.getByLabelText('Confirm password').fill('Robot-2026x');
  await page.getByRole('button', { name: 'Reset password' }).click();
  return router;
}

const doneDialog = () =>
  page.getByRole('alertdialog', { name: 'Your password has been reset. Log in now?' });

describe('ResetPasswordRoute', () => {
  test('success asks "Log in now?"; Confirm goes to /login', async () => {
    const router = await resetPassword();
    await expect.element(doneDialog()).toBeVisible();
    await expect.element(doneDialog().getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await doneDialog().getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => router.location.pathname).toBe('/login');
  });

  test('Cancel closes the question and stays on the cleared form', async () => {
    const router = await resetPassword();
    await doneDialog().getByRole('button', { name: 'Cancel' }).click();

    await expect.element(doneDialog()).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/reset');
    await expect.element(page.getByLabelText('Account')).toHaveValue('');
  });
});
