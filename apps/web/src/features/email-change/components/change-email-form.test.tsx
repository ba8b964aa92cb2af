import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ChangeEmailForm } from '#features/email-change/components/change-email-form.tsx';
import { storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch, type StubRoute } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const codePath = '/api/aurora-user/v1/email/change/code';
const changePath = '/api/aurora-user/v1/email/change';
const sendCode: StubRoute = {
  method: 'POST',
  path: codePath,
  reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600 }),
};

async function renderForm() {
  storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
  const onSuccess = vi.fn();
  await renderRoute(<ChangeEmailForm onSuccess={onSuccess} />, { path: '/changeMailBox' });
  return onSuccess;
}

const email = () => page.getByLabelText('New email');
const code = () => page.getByLabelText('Verification code');
const currentPassword = () => page.getByLabelText('Current password');
const getCode = () => page.getByRole('button', { name: 'Get code' });
const save = () => page.getByRole('button', { name: 'Save' }).click();

describe('ChangeEmailForm', () => {
  test('the e-mail rule texts, and a code must be requested first', async () => {
    const calls = stubFetch([]);
    await renderForm();

    await save();
    await expect.element(email()).toHaveAccessibleDescription('Invalid email');
    await expect.element(code()).toHaveAccessibleDescription('Please get code sent first.');
    // Re-authentication (decision 026): the current password, with why it is asked for.
    await expect
      .element(currentPassword())
      .toHaveAccessibleDescription(
        'Please enter your password. To protect your account, confirm the change with your password.',
      );

    await email().fill(`${'a'.repeat(40)}@example.com`);
    await getCode().click();
    await expect
      .element(email())
      .toHaveAccessibleDescription('Email address must be less than 45 characters in length.');
    expect(calls).toHaveLength(0);
  });

  test('requests a code for the new address, then changes it with the code', async () => {
    const calls = stubFetch([
      sendCode,
      { method: 'POST', path: changePath, reply: () => ok(null) },
    ]);
    const onSuccess = await renderForm();

    await email().fill(' New@Example.com ');
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await code().fill('12ab');
    await save();
    await expect.element(code()).toHaveAccessibleDescription('Incorrect verification code.');
    await code().fill('654321');
    await currentPassword().fill('Robot-2025x');
    await save();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls.map((call) => call.url.pathname)).toEqual([codePath, changePath]);
    expect(calls[0]?.body).toEqual({ email: 'New@Example.com', language: 'en' });
    expect(calls[1]?.body).toEqual({
      email: 'New@Example.com',
      code: '654321',
      currentPassword: 'Robot-2025x',
      language: 'en',
    });
    expect(calls[1]?.headers.get('Aurora-Auth')).toBe('access-1');
  });

  test('an address of another account (30911) is a red toast; no code counts as requested', async () => {
    stubFetch([
      {
        method: 'POST',
        path: codePath,
        reply: () => ({ status: 409, body: { code: 30911, msg: 'email occupied' } }),
      },
    ]);
    const onSuccess = await renderForm();

    await email().fill('taken@example.com');
    await getCode().click();
    await expect
      .element(page.getByText('The email has been occupied by another account.'))
      .toBeVisible();
    await code().fill('123456');
    await save();
    await expect.element(code()).toHaveAccessibleDescription('Please get code sent first.');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('a wrong current password (30916) is a red toast with the spec text; nothing succeeds', async () => {
    stubFetch([
      sendCode,
      {
        method: 'POST',
        path: changePath,
        reply: () => ({
          status: 400,
          body: { code: 30916, msg: 'original password is wrong' },
        }),
      },
    ]);
    const onSuccess = await renderForm();

    await email().fill('new@example.com');
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await code().fill('654321');
    await currentPassword().fill('Wrong-pass1');
    await save();
    await expect.element(page.getByText('Incorrect password, please try again.')).toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
