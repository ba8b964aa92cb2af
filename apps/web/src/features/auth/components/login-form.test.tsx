import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LoginForm } from '#features/auth/components/login-form.tsx';
import { getRefreshToken } from '#lib/session/session.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { acceptAgreement } from '#testing/agreement.ts';
import { stubFetch } from '#testing/fetch-stub.ts';
import { grantOf, tokenPair, tokenRoute } from '#testing/token-stubs.ts';
import { chooseCountry, countryPicker } from '#testing/country-picker.ts';
import { renderRoute } from '#testing/render-route.tsx';
import {
  sliderHandle,
  sliderRoutes,
  sliderTicketOf,
  solveSliderByKeyboard,
  turnSliderOff,
} from '#testing/slider-stubs.ts';

describe('LoginForm', () => {
  test('shows the field errors for empty input and calls nothing', async () => {
    const calls = stubFetch(sliderRoutes());
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);

    await page.getByRole('button', { name: 'Log in' }).click();

    const account = page.getByLabelText('Account');
    await expect.element(account).toHaveAttribute('aria-invalid', 'true');
    await expect.element(account).toHaveAccessibleDescription('Please enter your account.');
    await expect
      .element(page.getByLabelText('Password', { exact: true }))
      .toHaveAccessibleDescription('Please enter your password.');
    await expect.element(sliderHandle()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(sliderHandle())
      .toHaveAccessibleDescription(/Please complete the slide verification\.$/);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  test('the slide check: required to log in, its ticket sent once, then asked for again', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      tokenRoute(() => ({
        status: 400,
        body: { code: 40011, msg: 'x', error_description: 'user password not match' },
      })),
    ]);
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await page.getByLabelText('Account').fill('someone@example.com');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await page.getByRole('button', { name: 'Log in' }).click();

    // The only missing field: the error is on the slider, which takes the focus.
    await expect.element(sliderHandle()).toHaveFocus();
    await expect.element(page.getByText('Please complete the slide verification.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await solveSliderByKeyboard();
    expect(page.getByText('Please complete the slide verification.').all()).toHaveLength(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => calls.length).toBe(1);
    expect(sliderTicketOf(calls[0])).toBe('slider-ticket-1');

    // The ticket is used up, whatever the answer: the next attempt needs a new check.
    await expect.element(page.getByText('Please slide again for the next step.')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('Please complete the slide verification.')).toBeVisible();
    expect(calls).toHaveLength(1);
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => calls.length).toBe(2);
    expect(sliderTicketOf(calls[1])).toBe('slider-ticket-2');
  });

  test('with the slider turned off on the server, signing in sends no ticket', async () => {
    const restore = turnSliderOff();
    try {
      const calls = stubFetch([tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') }))]);
      const onSuccess = vi.fn();
      await renderRoute(<LoginForm onSuccess={onSuccess} />);
      await page.getByLabelText('Account').fill('someone@example.com');
      await page.getByLabelText('Password', { exact: true }).fill('Secret123');
      await acceptAgreement();
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
      expect(sliderHandle().all()).toHaveLength(0);
      expect(sliderTicketOf(calls[0])).toBeNull();
    } finally {
      restore();
    }
  });

  test('an account with @ must be a valid e-mail (spec texts)', async () => {
    stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    const account = page.getByLabelText('Account');
    await expect.element(account).toHaveAttribute('placeholder', 'Phone / email / product ID');
    await expect.element(account).toHaveAttribute('autocomplete', 'username webauthn');
    await expect
      .element(page.getByLabelText('Password', { exact: true }))
      .toHaveAttribute('autocomplete', 'current-password');

    await account.fill('someone@');
    await page.getByLabelText('Password', { exact: true }).fill('secret');
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
      ...sliderRoutes(),
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
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    const [call] = calls;
    expect(sliderTicketOf(call)).toBe('slider-ticket-1');
    // The country/region defaults like registration's: Germany on this host.
    expect(grantOf(call)).toEqual({
      grant_type: 'password',
      username: 'someone@example.com',
      password: 'Secret123',
      country: 'DE',
    });
    expect(call?.body).toBeUndefined();
    expect(getToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  test('a wrong password shows the catalogue text as a toast', async () => {
    stubFetch([
      ...sliderRoutes(),
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
    await page.getByLabelText('Account').fill('1002003004');
    await page.getByLabelText('Password', { exact: true }).fill('Wrong1234');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect
      .element(page.getByText('Incorrect account or password, please try again.'))
      .toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  test('a 401 on the token call says the login has expired', async () => {
    stubFetch([
      ...sliderRoutes(),
      {
        method: 'POST',
        path: '/api/aurora-auth/oauth/token',
        reply: () => ({ status: 401, body: { code: 40101, msg: 'invalid client' } }),
      },
    ]);
    const { router } = await renderRoute(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    await page.getByLabelText('Account').fill('1002003004');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect
      .element(page.getByText('Your login has expired. Please log in again.'))
      .toBeVisible();
    expect(router.location.pathname).toBe('/login');
  });
  test('the chosen country/region is sent with the password grant', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
    ]);
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);
    await expect.element(countryPicker()).toHaveValue('Germany');
    await chooseCountry('FR');
    await page.getByLabelText('Account').fill('1002003004');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(grantOf(calls[0]).country).toBe('FR');
    expect(onSuccess).toHaveBeenCalledWith(tokenPair('access-1', 'refresh-1'), {
      mode: 'password',
      account: '1002003004',
      areaCode: '33',
      country: 'FR',
      agreementAccepted: true,
    });
  });

  test('a locked account: besides the toast, a lasting alert with the way to reset', async () => {
    const locked =
      'Too many attempts, the account has been locked. Please try again later or retrieve your password?';
    let attempts = 0;
    stubFetch([
      ...sliderRoutes(),
      tokenRoute(() =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                code: 40010,
                msg: 'exceed max login attempts',
                error: 'invalid_grant',
                error_description: 'exceed max login attempts',
              },
            }
          : {
              status: 400,
              body: { code: 40011, msg: 'x', error_description: 'user password not match' },
            },
      ),
    ]);
    const { router } = await renderRoute(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    expect(page.getByRole('alert').all()).toHaveLength(0);
    await page.getByLabelText('Account').fill('someone@example.com');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();

    const alert = page.getByRole('alert');
    await expect.element(alert).toMatchTextContent(locked);
    const errorToast = () =>
      page
        .getByText(locked)
        .elements()
        .find((element) => element.closest('[data-sonner-toast][data-type="error"]'));
    await expect.poll(errorToast).toBeDefined();
    const reset = alert.getByRole('link', { name: 'Forgot password?' });
    await expect.element(reset).toHaveAttribute('href', '/reset');

    // The next attempt replaces it with its own outcome.
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .element(page.getByText('Incorrect account or password, please try again.'))
      .toBeVisible();
    expect(page.getByRole('alert').all()).toHaveLength(0);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    expect(router.location.pathname).toBe('/reset');
  });

  test('links to password reset and registration', async () => {
    stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await expect
      .element(page.getByRole('link', { name: 'Forgot password?' }))
      .toHaveAttribute('href', '/reset');
    await expect
      .element(page.getByRole('link', { name: 'New user? Register' }))
      .toHaveAttribute('href', '/register');
  });
});
