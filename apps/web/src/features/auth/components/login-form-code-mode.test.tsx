import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LoginForm } from '#features/auth/components/login-form.tsx';
import { getRefreshToken } from '#lib/session/session.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { acceptAgreement } from '#testing/agreement.ts';
import { ok, stubFetch, type StubRoute } from '#testing/fetch-stub.ts';
import { grantOf, OAUTH_EMAIL_PATH, tokenPair, tokenRoute } from '#testing/token-stubs.ts';
import { chooseCountry } from '#testing/country-picker.ts';
import { renderRoute } from '#testing/render-route.tsx';
import {
  sliderHandle,
  sliderRoutes,
  sliderTicketOf,
  solveSliderByKeyboard,
} from '#testing/slider-stubs.ts';

const sendLoginCode: StubRoute = {
  method: 'POST',
  path: OAUTH_EMAIL_PATH,
  reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600, destination: 's•••@example.com' }),
};

const passwordTab = () => page.getByRole('tab', { name: 'Password' });
const codeTab = () => page.getByRole('tab', { name: 'Verification code' });

describe('LoginForm in code mode', () => {
  test('"Password" and "Verification code" tabs switch the mode; the account is kept', async () => {
    stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await expect.element(page.getByRole('tablist', { name: 'Sign-in method' })).toBeVisible();
    await expect.element(passwordTab()).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByLabelText('Password', { exact: true })).toBeVisible();
    await page.getByLabelText('Account').fill('someone@example.com');

    await codeTab().click();
    await expect.element(codeTab()).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByLabelText('Verification code')).toBeVisible();
    await expect
      .element(page.getByLabelText('Verification code'))
      .toHaveAttribute('autocomplete', 'one-time-code');
    expect(page.getByLabelText('Password', { exact: true }).all()).toHaveLength(0);
    await expect.element(page.getByLabelText('Account')).toHaveValue('someone@example.com');

    // Arrow keys move between the tabs too.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(passwordTab()).toHaveFocus();
    await expect.element(page.getByLabelText('Password', { exact: true })).toBeVisible();
  });

  test('"Get code" checks the account and the slide check, then asks for a login code', async () => {
    const calls = stubFetch([...sliderRoutes(), sendLoginCode]);
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await codeTab().click();
    const getCode = page.getByRole('button', { name: 'Get code' });

    await getCode.click();
    await expect
      .element(page.getByLabelText('Account'))
      .toHaveAccessibleDescription('Please enter your account.');
    await page.getByLabelText('Account').fill('someone@');
    await getCode.click();
    await expect
      .element(page.getByLabelText('Account'))
      .toHaveAccessibleDescription('Invalid email');
    expect(calls).toHaveLength(0);

    await page.getByLabelText('Account').fill(' someone@example.com ');
    await getCode.click();
    await expect.element(sliderHandle()).toHaveFocus();
    await expect
      .element(sliderHandle())
      .toHaveAccessibleDescription(/Please complete the slide verification\.$/);
    expect(calls).toHaveLength(0);

    await solveSliderByKeyboard();
    await getCode.click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(calls[0]?.body).toEqual({
      purpose: 'login',
      account: 'someone@example.com',
      language: 'en',
    });
    expect(sliderTicketOf(calls[0])).toBe('slider-ticket-1');
    // One ticket, one call: "Log in" needs the check again.
    await expect.element(page.getByText('Please slide again for the next step.')).toBeVisible();
  });

  test('a code cannot be entered before one was requested', async () => {
    const calls = stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await codeTab().click();
    await page.getByLabelText('Account').fill('someone@example.com');
    await page.getByLabelText('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .element(page.getByLabelText('Verification code'))
      .toHaveAccessibleDescription('Please get code sent first.');
    expect(calls).toHaveLength(0);
  });

  test('"Log in" sends the verification_code grant as query params and stores the pair', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      sendLoginCode,
      tokenRoute(() => ({ body: tokenPair('access-2', 'refresh-2') })),
    ]);
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);
    await codeTab().click();
    await chooseCountry('IT');
    await page.getByLabelText('Account').fill('someone@example.com');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await solveSliderByKeyboard();

    await page.getByLabelText('Verification code').fill('12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .element(page.getByLabelText('Verification code'))
      .toHaveAccessibleDescription('Incorrect verification code.');

    await page.getByLabelText('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls).toHaveLength(2);
    expect(grantOf(calls[1])).toEqual({
      grant_type: 'verification_code',
      username: 'someone@example.com',
      code: '123456',
      country: 'IT',
    });
    expect(calls[1]?.body).toBeUndefined();
    expect(calls.map(sliderTicketOf)).toEqual(['slider-ticket-1', 'slider-ticket-2']);
    expect(getToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(onSuccess).toHaveBeenCalledWith(tokenPair('access-2', 'refresh-2'), {
      mode: 'code',
      account: 'someone@example.com',
      areaCode: '39',
      country: 'IT',
      agreementAccepted: true,
    });
  });

  test('a wrong or expired code shows the catalogue text and keeps the visitor signed out', async () => {
    stubFetch([
      ...sliderRoutes(),
      sendLoginCode,
      tokenRoute(() => ({
        status: 400,
        body: {
          code: 40013,
          msg: 'Invalid or expired verification',
          error: 'invalid_grant',
          error_description: 'Invalid or expired verification',
        },
      })),
    ]);
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);
    await codeTab().click();
    await page.getByLabelText('Account').fill('1002003004');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Get code' }).click();
    await solveSliderByKeyboard();
    await page.getByLabelText('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('Verification code is invalid or expired.')).toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });
});
