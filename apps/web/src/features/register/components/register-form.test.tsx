import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RegisterForm } from '#features/register/components/register-form.tsx';
import { ok, stubFetch, type StubRoute } from '#testing/fetch-stub.ts';
import { chooseCountry, countryPicker } from '#testing/country-picker.ts';
import { renderRoute } from '#testing/render-route.tsx';
import {
  sliderHandle,
  sliderRoutes,
  sliderTicketOf,
  solveSliderByKeyboard,
} from '#testing/slider-stubs.ts';

const today = new Date(Date.UTC(2025, 5, 15));
const sendCode = (cooldownSeconds = 60): StubRoute => ({
  method: 'POST',
  path: '/api/aurora-user/v2/register/email/code',
  reply: () => ok({ cooldownSeconds, expiresInSeconds: 600 }),
});

async function renderForm(onSuccess = vi.fn()) {
  await renderRoute(<RegisterForm onSuccess={onSuccess} today={today} />);
  return onSuccess;
}

const submit = () => page.getByRole('button', { name: 'Register' }).click();

describe('RegisterForm', () => {
  test('password rule at the boundaries: 7 and 17 characters fail, 8 and 16 pass', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    const password = page.getByLabelText('Password', { exact: true });
    const rule =
      'Password must be 8 to16 characters in length and can contain letters, digits, and/or special characters.';

    await password.fill('Abcdef1');
    await submit();
    await expect.element(password).toHaveAccessibleDescription(rule);

    await password.fill('Abcdefg1');
    await submit();
    await expect.element(password).not.toHaveAttribute('aria-invalid');

    await password.fill('Abcdefgh12345678');
    await submit();
    await expect.element(password).not.toHaveAttribute('aria-invalid');

    await password.fill('Abcdefgh123456789');
    await submit();
    await expect.element(password).toHaveAccessibleDescription(rule);

    await password.fill('abcdefghij');
    await submit();
    await expect.element(password).toHaveAccessibleDescription(rule);
  });

  test('the confirmation must equal the password', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await page.getByLabelText('Password', { exact: true }).fill('Abcdefg1');
    await page.getByLabelText('Confirm password').fill('Abcdefg2');
    await submit();
    await expect
      .element(page.getByLabelText('Confirm password'))
      .toHaveAccessibleDescription('Passwords do NOT match. Please try again.');
  });

  test('the agreement must be ticked, a code requested, a birth date chosen, the slider passed', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await submit();
    await expect
      .element(
        page.getByLabelText('I have read and agree to the User Agreement and Privacy Policy'),
      )
      .toHaveAccessibleDescription(
        'Please read and agree to the User Agreement and Privacy Policy.',
      );
    await expect
      .element(page.getByLabelText('Verification code'))
      .toHaveAccessibleDescription('Please get code sent first.');
    await expect
      .element(page.getByLabelText('Year'))
      .toHaveAccessibleDescription('Please choose a valid date of birth.');
    await expect.element(page.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    await expect
      .element(sliderHandle())
      .toHaveAccessibleDescription(/Please complete the slide verification\.$/);
  });

  test('"Get code" checks the e-mail and the slide check, sends the code and counts down', async () => {
    const calls = stubFetch([...sliderRoutes(), sendCode(2)]);
    await renderForm();
    const getCode = page.getByRole('button', { name: 'Get code' });

    await getCode.click();
    await expect.element(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('Email')).toHaveFocus();
    await expect.element(sliderHandle()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await page.getByLabelText('Email').fill(' someone@example.com ');
    await solveSliderByKeyboard();
    await expect.element(sliderHandle()).not.toHaveAttribute('aria-invalid');
    await getCode.click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    const countdown = page.getByRole('button', { name: /Resend in \d s/ });
    await expect.element(countdown).toBeDisabled();
    expect(calls[0]?.body).toEqual({ email: 'someone@example.com', language: 'en' });
    expect(sliderTicketOf(calls[0])).toBe('slider-ticket-1');
    await expect
      .element(page.getByRole('button', { name: 'Get code' }), { timeout: 4000 })
      .toBeEnabled();
  });

  test('offers only real dates: February of a common year has 28 days', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await page.getByLabelText('Day').selectOptions('31');
    await page.getByLabelText('Year').selectOptions('2023');
    await page.getByLabelText('Month').selectOptions('2');
    const days = page.getByLabelText('Day').element() as HTMLSelectElement;
    expect(days.value).toBe('');
    expect([...days.options].at(-1)?.value).toBe('28');
    // No month after the current one in the current year.
    await page.getByLabelText('Year').selectOptions('2025');
    const months = page.getByLabelText('Month').element() as HTMLSelectElement;
    expect([...months.options].at(-1)?.value).toBe('6');
  });

  test('registers with the contract payload and reports success', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      sendCode(),
      {
        method: 'POST',
        path: '/api/aurora-user/v2/register/email/verification',
        reply: () => ok({ productId: '100200300' }),
      },
    ]);
    const onSuccess = await renderForm();
    await page.getByLabelText('Email').fill('someone@example.com');
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    await page.getByLabelText('Verification code').fill('123456');
    await page.getByLabelText('Password', { exact: true }).fill('Abcdefg1');
    await page.getByLabelText('Confirm password').fill('Abcdefg1');
    await chooseCountry('FR');
    await page.getByLabelText('Year').selectOptions('1990');
    await page.getByLabelText('Month').selectOptions('2');
    await page.getByLabelText('Day').selectOptions('28');
    await page
      .getByLabelText('I have read and agree to the User Agreement and Privacy Policy')
      .click();
    // One ticket per call: "Register" needs the check again.
    await solveSliderByKeyboard();
    await submit();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls[1]?.body).toEqual({
      email: 'someone@example.com',
      code: '123456',
      password: 'Abcdefg1',
      country: 'FR',
      birthDate: { year: 1990, month: 2, day: 28 },
      agreementAccepted: true,
      language: 'en',
    });
    expect(calls.map(sliderTicketOf)).toEqual(['slider-ticket-1', 'slider-ticket-2']);
  });

  test('the country defaults to Germany, or China on local and test hosts', async () => {
    stubFetch(sliderRoutes());
    await renderForm();
    await expect.element(countryPicker()).toHaveValue('Germany');
    const { defaultCountry } = await import('#lib/country/default-country.ts');
    expect(defaultCountry('localhost')).toBe('CN');
    expect(defaultCountry('uat.example.com')).toBe('CN');
    expect(defaultCountry('account.example.com', 'fr')).toBe('FR');
    expect(defaultCountry('account.example.com', 'XX')).toBe('DE');
  });
});
