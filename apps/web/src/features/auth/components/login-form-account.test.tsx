import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LoginForm } from '#features/auth/components/login-form.tsx';
import { i18n } from '#lib/i18n/i18n.ts';
import { acceptAgreement, agreementCheckbox } from '#testing/agreement.ts';
import { chooseCountry, countryPicker } from '#testing/country-picker.ts';
import { setDeployment } from '#testing/deployment.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes, solveSliderByKeyboard } from '#testing/slider-stubs.ts';
import { grantOf, OAUTH_EMAIL_PATH, tokenPair, tokenRoute } from '#testing/token-stubs.ts';

const account = () => page.getByLabelText('Account');
const areaCode = () => countryPicker('Area code');
const chooseAreaCode = (text: string) => chooseCountry(text, 'Area code');
const logIn = () => page.getByRole('button', { name: 'Log in' });
const NO_PHONE = 'Phone sign-in is not available in your region. Use your email or product ID.';

/** Localhost defaults to the Chinese mainland, whose region group allows phone login. */
const inChina = () => setDeployment({ hostname: 'localhost' });

describe('LoginForm account field', () => {
  test("starts with the client's login_hint (OpenID Connect), which the user may change", async () => {
    setDeployment({ search: '?client_id=aurora-app&login_hint=robot%40example.com' });
    stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await expect.element(account()).toHaveValue('robot@example.com');
    await account().fill('someone@example.com');
    await expect.element(account()).toHaveValue('someone@example.com');
  });

  test('the hint says what the field took; where phone login does not apply, no phone number', async () => {
    const calls = stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    expect(areaCode().all()).toHaveLength(0);

    await account().fill('someone@example.com');
    await expect
      .element(account())
      .toHaveAccessibleDescription('Signing in with your email someone@example.com');
    await account().fill('1002003004');
    await expect
      .element(account())
      .toHaveAccessibleDescription('Signing in with your product ID 1002003004');
    await expect
      .element(page.getByText('Signing in with your product ID 1002003004'))
      .toHaveAttribute('aria-live', 'polite');

    // Germany (this host's default) is outside the phone region groups (CN by default).
    await account().fill('138 0013 8000');
    await expect.element(account()).toHaveAccessibleDescription(NO_PHONE);
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await logIn().click();
    await expect.element(account()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(account()).toHaveAccessibleDescription(NO_PHONE);

    await account().fill('someone');
    await logIn().click();
    await expect
      .element(account())
      .toHaveAccessibleDescription('Please enter your email or product ID.');
    expect(calls).toHaveLength(0);
  });

  test('where phone login applies: an area code, and a national number is sent in E.164', async () => {
    inChina();
    const calls = stubFetch([
      ...sliderRoutes(),
      tokenRoute(() => ({ body: tokenPair('access-1', 'refresh-1') })),
    ]);
    const onSuccess = vi.fn();
    await renderRoute(<LoginForm onSuccess={onSuccess} />);
    await expect.element(areaCode()).toHaveValue('+86 China');

    await account().fill('138 0013 8000');
    await expect
      .element(account())
      .toHaveAccessibleDescription('Signing in with your phone number +86 138 0013 8000');
    await chooseAreaCode('+852');
    await expect
      .element(account())
      .toHaveAccessibleDescription('Signing in with your phone number +852 138 0013 8000');
    await chooseAreaCode('+86');

    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await logIn().click();
    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(grantOf(calls[0])).toMatchObject({ username: '+8613800138000', country: 'CN' });
  });

  test('the phone rule refuses a missing area code, an invalid number and one of another region', async () => {
    inChina();
    const calls = stubFetch(sliderRoutes());
    // The picker has no empty choice; a draft may come back without an area code.
    const initial = {
      mode: 'password',
      account: '',
      areaCode: '',
      country: 'CN',
      agreementAccepted: false,
    } as const;
    await renderRoute(<LoginForm onSuccess={vi.fn()} initial={initial} />);
    await expect.element(areaCode()).toHaveValue('');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await acceptAgreement();

    await account().fill('13800138000');
    await logIn().click();
    await expect.element(areaCode()).toHaveAccessibleDescription('An area code must be selected.');

    await chooseAreaCode('+86');
    await expect.element(areaCode()).not.toHaveAttribute('aria-invalid', 'true');
    // Checked as it changes once the form has been submitted.
    await account().fill('+86 123 4567');
    await logIn().click();
    await expect
      .element(account())
      .toHaveAccessibleDescription('Please enter a valid phone number');

    await account().fill('+49 151 2345 6789');
    await expect
      .element(account())
      .toHaveAccessibleDescription(
        'Phone numbers from this country or region cannot be used here. Please use your e-mail address.',
      );
    expect(calls).toHaveLength(0);
  });

  test('code mode: "Get code" sends the phone number in E.164', async () => {
    inChina();
    const calls = stubFetch([
      ...sliderRoutes(),
      {
        method: 'POST',
        path: OAUTH_EMAIL_PATH,
        reply: () =>
          ok({ cooldownSeconds: 60, expiresInSeconds: 600, destination: '+86 1•••••00' }),
      },
    ]);
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await page.getByRole('tab', { name: 'Verification code' }).click();
    await account().fill('138-0013-8000');
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    expect(calls[0]?.body).toEqual({
      purpose: 'login',
      account: '+8613800138000',
      language: 'en',
    });
  });

  test('the hint in Chinese', async () => {
    inChina();
    stubFetch(sliderRoutes());
    await i18n.changeLanguage('zh');
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await page.getByLabelText('账号').fill('13800138000');
    await expect
      .element(page.getByLabelText('账号'))
      .toHaveAccessibleDescription('使用手机号 +86 13800138000 登录');
  });
});

describe('LoginForm agreements', () => {
  test('the agreement must be ticked to sign in, in both modes; the product service agreement is shown', async () => {
    const calls = stubFetch(sliderRoutes());
    await renderRoute(<LoginForm onSuccess={vi.fn()} />);
    await expect
      .element(page.getByRole('button', { name: 'Product Service Agreement' }))
      .toBeVisible();
    await expect.element(agreementCheckbox()).not.toBeChecked();

    await account().fill('someone@example.com');
    await page.getByLabelText('Password', { exact: true }).fill('Secret123');
    await solveSliderByKeyboard();
    await logIn().click();
    const required = 'Please read and agree to the User Agreement and Privacy Policy.';
    await expect.element(agreementCheckbox()).toHaveAccessibleDescription(required);
    await expect.element(agreementCheckbox()).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('tab', { name: 'Verification code' }).click();
    await logIn().click();
    await expect.element(agreementCheckbox()).toHaveAccessibleDescription(required);
    expect(calls).toHaveLength(0);

    await acceptAgreement();
    await logIn().click();
    await expect.element(agreementCheckbox()).not.toHaveAttribute('aria-invalid');
  });
});
