import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ResetPasswordForm } from '#features/password-reset/components/reset-password-form.tsx';
import { chooseCountry } from '#testing/country-picker.ts';
import { ok, stubFetch, type StubRoute } from '#testing/fetch-stub.ts';
import { setDeployment } from '#testing/deployment.ts';
import { renderRoute } from '#testing/render-route.tsx';
import {
  sliderHandle,
  sliderRoutes,
  sliderTicketOf,
  solveSliderByKeyboard,
} from '#testing/slider-stubs.ts';

const codePath = '/api/aurora-user/v1/password/reset/code';
const resetPath = '/api/aurora-user/v1/password/reset';
const sendCode: StubRoute = {
  method: 'POST',
  path: codePath,
  reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600, destination: 's•••@example.com' }),
};

async function renderForm() {
  const onSuccess = vi.fn();
  await renderRoute(<ResetPasswordForm onSuccess={onSuccess} />, { path: '/reset' });
  return onSuccess;
}

const account = () => page.getByLabelText('Account');
const newPassword = () => page.getByLabelText('New password', { exact: true });
const confirmPassword = () => page.getByLabelText('Confirm password');
const getCode = () => page.getByRole('button', { name: 'Get code' });
const submit = () => page.getByRole('button', { name: 'Reset password' }).click();

describe('ResetPasswordForm', () => {
  test('labels, placeholder and the link back to log in', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await expect.element(account()).toHaveAttribute('placeholder', 'Phone / email / product ID');
    await expect.element(page.getByLabelText('Verification code')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Back to log in' }))
      .toHaveAttribute('href', '/login');
  });

  test('an empty form: account required, code first, the password rule', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await submit();
    await expect.element(account()).toHaveAccessibleDescription('Please enter your account.');
    await expect
      .element(page.getByLabelText('Verification code'))
      .toHaveAccessibleDescription('Please get code sent first.');
    await expect
      .element(newPassword())
      .toHaveAccessibleDescription(
        'Password must be 8 to16 characters in length and can contain letters, digits, and/or special characters.',
      );
  });

  test('the account: an @ value follows the e-mail rule, others must be phone or product ID', async () => {
    const calls = stubFetch([...sliderRoutes(), sendCode]);
    await renderForm();
    await solveSliderByKeyboard();

    await account().fill('someone@example');
    await getCode().click();
    await expect.element(account()).toHaveAccessibleDescription('Invalid email');

    await account().fill(`${'a'.repeat(40)}@example.com`);
    await getCode().click();
    await expect
      .element(account())
      .toHaveAccessibleDescription('Email address must be less than 45 characters in length.');

    await account().fill('someone');
    await getCode().click();
    await expect
      .element(account())
      .toHaveAccessibleDescription('Please enter your email or product ID.');

    // Germany (this host's default) has no phone login by default: no phone number is taken.
    await account().fill('+49 (170) 123-4567');
    await getCode().click();
    await expect
      .element(account())
      .toHaveAccessibleDescription(
        'Phone sign-in is not available in your region. Use your email or product ID.',
      );
    expect(calls).toHaveLength(0);

    await account().fill('1002003004');
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await expect.element(account()).not.toHaveAttribute('aria-invalid');
    expect(calls[0]?.url.pathname).toBe(codePath);
    expect(calls[0]?.body).toEqual({ account: '1002003004', language: 'en' });
  });

  test('where phone login applies, a national number is read with the area code, as the hint says', async () => {
    setDeployment({ config: { phoneRegionGroups: ['CN', 'DE'] } });
    const calls = stubFetch([...sliderRoutes(), sendCode]);
    await renderForm();
    await solveSliderByKeyboard();
    await expect.element(page.getByLabelText('Area code')).toHaveValue('+49 Germany');

    await account().fill('0170 1234567');
    await expect
      .element(account())
      .toHaveAccessibleDescription('Resetting the password for your phone number +49 0170 1234567');
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    expect(calls[0]?.body).toEqual({ account: '+491701234567', language: 'en' });
  });

  test('no area code where phone login does not apply', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await expect.element(account()).toBeVisible();
    // Germany (this host's default) has no phone login by default: no area code to choose.
    expect(page.getByLabelText('Area code').elements()).toHaveLength(0);
  });

  test('a national number typed on /reset uses the chosen area code, for the code and the reset', async () => {
    setDeployment({ config: { phoneRegionGroups: ['CN', 'DE'] } });
    const calls = stubFetch([
      ...sliderRoutes(),
      sendCode,
      { method: 'POST', path: resetPath, reply: () => ok(null) },
    ]);
    const onSuccess = await renderForm();
    await chooseCountry('+86', 'Area code');
    await account().fill('138 0013 8000');
    await expect
      .element(account())
      .toHaveAccessibleDescription(/^Resetting the password for your phone number \+86 /);
    await solveSliderByKeyboard();
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await page.getByLabelText('Verification code').fill('123456');
    await newPassword().fill('Robot-2026x');
    await confirmPassword().fill('Robot-2026x');
    await submit();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls.map((call) => call.url.pathname)).toEqual([codePath, resetPath]);
    expect(calls[0]?.body).toEqual({ account: '+8613800138000', language: 'en' });
    expect(calls[1]?.body).toEqual({
      account: '+8613800138000',
      code: '123456',
      password: 'Robot-2026x',
    });
  });

  test('"Get code" needs the slide check, each send its own; the reset itself needs none', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      {
        ...sendCode,
        reply: () =>
          ok({ cooldownSeconds: 1, expiresInSeconds: 600, destination: 's•••@example.com' }),
      },
      { method: 'POST', path: resetPath, reply: () => ok(null) },
    ]);
    await renderForm();
    await account().fill('someone@example.com');
    await getCode().click();
    await expect.element(sliderHandle()).toHaveFocus();
    await expect
      .element(sliderHandle())
      .toHaveAccessibleDescription(/Please complete the slide verification\.$/);
    expect(calls).toHaveLength(0);

    await solveSliderByKeyboard();
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    // A resend after the cool-down is another code: another check.
    await expect.element(getCode(), { timeout: 3000 }).toBeEnabled();
    await getCode().click();
    await expect
      .element(sliderHandle())
      .toHaveAccessibleDescription(/Please complete the slide verification\.$/);
    expect(calls).toHaveLength(1);
    await solveSliderByKeyboard();
    await getCode().click();
    await expect.poll(() => calls.length).toBe(2);

    await page.getByLabelText('Verification code').fill('123456');
    await newPassword().fill('Robot-2026x');
    await confirmPassword().fill('Robot-2026x');
    await submit();
    await expect.poll(() => calls.length).toBe(3);
    expect(calls.map(sliderTicketOf)).toEqual(['slider-ticket-1', 'slider-ticket-2', null]);
  });

  test('the confirmation must equal the new password', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await newPassword().fill('Abcdefg1');
    await confirmPassword().fill('Abcdefg2');
    await submit();
    await expect
      .element(confirmPassword())
      .toHaveAccessibleDescription('Passwords do NOT match. Please try again.');
  });

  test('resets with the contract body, then clears the form and reports success', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      sendCode,
      { method: 'POST', path: resetPath, reply: () => ok(null) },
    ]);
    const onSuccess = await renderForm();

    await account().fill(' Someone@Example.com ');
    await solveSliderByKeyboard();
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByLabelText('Verification code').fill('123456');
    await newPassword().fill('Robot-2026x');
    await confirmPassword().fill('Robot-2026x');
    await submit();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls.map((call) => call.url.pathname)).toEqual([codePath, resetPath]);
    expect(calls[0]?.body).toEqual({ account: 'someone@example.com', language: 'en' });
    expect(calls[1]?.body).toEqual({
      account: 'someone@example.com',
      code: '123456',
      password: 'Robot-2026x',
    });
    await expect.element(account()).toHaveValue('');
    await expect.element(newPassword()).toHaveValue('');
  });

  test('an unknown account (30401) is a red toast with the spec text', async () => {
    stubFetch([
      ...sliderRoutes(),
      {
        method: 'POST',
        path: codePath,
        reply: () => ({ status: 404, body: { code: 30401, msg: 'account not registered' } }),
      },
    ]);
    await renderForm();
    await account().fill('1234567890');
    await solveSliderByKeyboard();
    await getCode().click();
    await expect
      .element(page.getByText('Account not registered. Please enter a new one.'))
      .toBeVisible();
    await expect.element(getCode()).toBeEnabled();
  });

  test('a recently used password (10000) is shown with the spec text; no success', async () => {
    stubFetch([
      ...sliderRoutes(),
      sendCode,
      {
        method: 'POST',
        path: resetPath,
        reply: () => ({ status: 400, body: { code: 10000, msg: 'password recently used' } }),
      },
    ]);
    const onSuccess = await renderForm();
    await account().fill('someone@example.com');
    await solveSliderByKeyboard();
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await page.getByLabelText('Verification code').fill('123456');
    await newPassword().fill('Robot-2026x');
    await confirmPassword().fill('Robot-2026x');
    await submit();

    await expect
      .element(
        page.getByText(
          'For security reasons, the new password cannot be the same as any of the last three used.',
        ),
      )
      .toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
    await expect.element(account()).toHaveValue('someone@example.com');
  });
});
