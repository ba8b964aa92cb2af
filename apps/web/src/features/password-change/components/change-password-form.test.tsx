import { errorMessages } from '@account-centre/contract';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ChangePasswordForm } from '#features/password-change/components/change-password-form.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const changePath = '/api/aurora-user/v1/password/change';
const passwordRule =
  'Password must be 8 to16 characters in length and can contain letters, digits, and/or special characters.';

async function renderForm() {
  storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  const onSuccess = vi.fn();
  await renderRoute(<ChangePasswordForm onSuccess={onSuccess} />, { path: '/changePassword' });
  return onSuccess;
}

const current = () => page.getByLabelText('Current password');
const newPassword = () => page.getByLabelText('New password', { exact: true });
const confirmPassword = () => page.getByLabelText('Confirm password');
const save = () => page.getByRole('button', { name: 'Save' }).click();

async function fill(currentValue: string, next: string, confirmation = next) {
  await current().fill(currentValue);
  await newPassword().fill(next);
  await confirmPassword().fill(confirmation);
  await save();
}

describe('ChangePasswordForm', () => {
  test('an empty form: the current password is required, the new one follows the rule', async () => {
    await renderForm();
    await save();
    await expect.element(current()).toHaveAccessibleDescription('Please enter your password.');
    await expect.element(newPassword()).toHaveAccessibleDescription(passwordRule);
    await expect
      .element(page.getByRole('link', { name: 'Back to my account' }))
      .toHaveAttribute('href', '/home');
  });

  test('the confirmation must match, and the new password must differ from the current', async () => {
    const calls = stubFetch([]);
    await renderForm();

    await fill('Robot-2025x', 'Robot-2026x', 'Robot-2026y');
    await expect
      .element(confirmPassword())
      .toHaveAccessibleDescription('Passwords do NOT match. Please try again.');

    await fill('Robot-2025x', 'Robot-2025x');
    await expect
      .element(newPassword())
      .toHaveAccessibleDescription(
        'Failed to change password. New password shall be different from the previous one.',
      );
    expect(calls).toHaveLength(0);
  });

  test('sends the current and the new password with the auth header', async () => {
    const calls = stubFetch([{ method: 'POST', path: changePath, reply: () => ok(null) }]);
    const onSuccess = await renderForm();

    await fill('old-secret', 'Robot-2026x');

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ currentPassword: 'old-secret', password: 'Robot-2026x' });
    expect(calls[0]?.headers.get('Aurora-Auth')).toBe('access-1');
  });

  test('a wrong current password (30916) is a red toast with the spec text', async () => {
    stubFetch([
      {
        method: 'POST',
        path: changePath,
        reply: () => ({
          status: 400,
          body: { code: 30916, msg: errorMessages.originalPasswordWrong },
        }),
      },
    ]);
    const onSuccess = await renderForm();

    await fill('Wrong-pass1', 'Robot-2026x');

    await expect.element(page.getByText('Incorrect password, please try again.')).toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('a common password (30917) is a red toast with its own text', async () => {
    stubFetch([
      {
        method: 'POST',
        path: changePath,
        reply: () => ({ status: 400, body: { code: 30917, msg: 'password too common' } }),
      },
    ]);
    const onSuccess = await renderForm();

    await fill('Robot-2025x', 'Qwerty123');

    await expect
      .element(
        page.getByText('This password is too common and easy to guess. Please choose another one.'),
      )
      .toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
