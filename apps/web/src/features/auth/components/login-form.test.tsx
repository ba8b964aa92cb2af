import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LoginForm } from '#features/auth/components/login-form.tsx';
import { getRefreshToken } from '#lib/session.ts';
import { getToken } from '#lib/token-cookie.ts';
import { stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

describe('LoginForm', () => {
  test('shows the field errors for empty input and calls nothing', async () => {
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);

    await page.getByRole('button', { name: 'Log in' }).click();

    const account = page.getByLabelText('Account');
    await expect.element(account).toHaveAttribute('aria-invalid', 'true');
    await expect.element(account).toHaveAccessibleDescription('Please enter your account.');
    await expect
      .element(page.getByLabelText('Password'))
      .toHaveAccessibleDescription('Please enter your password.');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('an account with @ must be a valid e-mail (spec texts)', async () => {
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    const account = page.getByLabelText('Account');
    await expect.element(account).toHaveAttribute('placeholder', 'Phone / email / product ID');
    await expect.element(account).toHaveAttribute('autocomplete', 'username');
    await expect
      .element(page.getByLabelText('Password'))
      .toHaveAttribute('autocomplete', 'current-password');

    await account.fill('someone@');
    await page.getByLabelText('Password').fill('secret');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('Invalid email')).toBeVisible();

    await account.fill(`${'a'.repeat(40)}@example.com`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .element(page.getByText('Email address must be less than 45 characters in length.'))
      .toBeVisible();
  });

  test('sends the password grant as query params and stores the token pair', async () => {
    const calls = stubFetch([
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({
          body: {
            access_token: 'access-1',
            refresh_token: 'refresh-1',
            token_type: 'bearer',
            expires_in: 7200,
          },
        }),
      },
    ]);
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);

    await page.getByLabelText('Account').fill('someone@example.com');
    await page.getByLabelText('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    const [call] = calls;
    expect(call?.url.searchParams.get('grant_type')).toBe('password');
    expect(call?.url.searchParams.get('username')).toBe('someone@example.com');
    expect(call?.url.searchParams.get('password')).toBe('Secret123');
    expect(call?.body).toBeUndefined();
    expect(getToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  test('a wrong password shows the catalogue text as a toast', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({
          status: 400,
          body: {
            code: 40011,
            msg: 'user password not match',
            error: 'invalid_grant',
            error_description: 'user password not match',
          },
        }),
      },
    ]);
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);
    await page.getByLabelText('Account').fill('12345678');
    await page.getByLabelText('Password').fill('Wrong1234');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect
      .element(page.getByText('Incorrect account or password, please try again.'))
      .toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  test('a 401 on the token call says the login has expired', async () => {
    stubFetch([
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({ status: 401, body: { code: 40101, msg: 'invalid client' } }),
      },
    ]);
    const { router } = await renderRoute(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    await page.getByLabelText('Account').fill('12345678');
    await page.getByLabelText('Password').fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect
      .element(page.getByText('Your login has expired. Please log in again.'))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});
