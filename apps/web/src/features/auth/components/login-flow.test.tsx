import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LoginFlow } from '#features/auth/components/login-flow.tsx';
import { getRefreshToken } from '#lib/session/session.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { acceptAgreement, agreementCheckbox } from '#testing/agreement.ts';
import { ok, stubFetch, type RecordedRequest, type StubRoute } from '#testing/fetch-stub.ts';
import {
  doubleCheckAnswer,
  grantOf,
  OAUTH_EMAIL_PATH,
  tokenPair,
  tokenRoute,
} from '#testing/token-stubs.ts';
import { chooseCountry, countryPicker } from '#testing/country-picker.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes, sliderTicketOf, solveSliderByKeyboard } from '#testing/slider-stubs.ts';

const EXPIRED = 'Your login has expired. Please log in again.';
const ticketExpired = { status: 401, body: { code: 40102, msg: 'ticket expired' } };

/** Password sign-in asks for a double check; the double_check grant answers `confirm`. */
function tokenServer(confirm: () => { status?: number; body: unknown }): StubRoute {
  return tokenRoute((request: RecordedRequest) =>
    grantOf(request).grant_type === 'double_check' ? confirm() : { body: doubleCheckAnswer() },
  );
}

const sendCode = (reply: StubRoute['reply']): StubRoute => ({
  method: 'POST',
  path: OAUTH_EMAIL_PATH,
  reply,
});
const codeSent = () =>
  ok({ cooldownSeconds: 60, expiresInSeconds: 600, destination: 's•••@example.com' });

async function signInWithPassword() {
  await chooseCountry('FR');
  await page.getByLabelText('Account').fill('someone@example.com');
  await page.getByLabelText('Password', { exact: true }).fill('Secret123');
  await acceptAgreement();
  await solveSliderByKeyboard();
  await page.getByRole('button', { name: 'Log in' }).click();
}

const stepTitle = () => page.getByRole('heading', { name: 'Security verification' });

describe('LoginFlow double check', () => {
  test('a double-check answer opens the second step; its code completes the sign-in', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      tokenServer(() => ({ body: tokenPair('access-3', 'refresh-3') })),
      sendCode(codeSent),
    ]);
    const onSignedIn = vi.fn();
    await renderRoute(<LoginFlow onSignedIn={onSignedIn} />);
    await signInWithPassword();

    await expect.element(stepTitle()).toHaveFocus();
    await expect
      .element(page.getByRole('form', { name: 'Security verification' }))
      .toMatchTextContent(
        'For your security, a verification code will be sent to s•••@example.com.',
      );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(page.getByLabelText('Account').all()).toHaveLength(0);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(page.getByLabelText('Verification code'))
      .toHaveAccessibleDescription('Please get code sent first.');

    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    expect(calls[1]?.body).toEqual({
      purpose: 'double-check',
      double_check_token: 'ticket-1',
      language: 'en',
    });

    await page.getByLabelText('Verification code').fill('654321');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => onSignedIn.mock.calls.length).toBe(1);
    expect(grantOf(calls[2])).toEqual({
      grant_type: 'double_check',
      double_check_token: 'ticket-1',
      code: '654321',
    });
    // The double check continues a verified sign-in: its calls carry no slider ticket.
    expect(calls.map(sliderTicketOf)).toEqual(['slider-ticket-1', null, null]);
    expect(getToken()).toBe('access-3');
    expect(getRefreshToken()).toBe('refresh-3');
  });

  test('"Back" returns to the first step with its mode, account and country', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      sendCode(codeSent),
      tokenRoute(() => ({ body: doubleCheckAnswer() })),
    ]);
    await renderRoute(<LoginFlow onSignedIn={vi.fn()} />);
    await page.getByRole('tab', { name: 'Verification code' }).click();
    await chooseCountry('ES');
    await page.getByLabelText('Account').fill('someone@example.com');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabelText('Verification code').fill('123456');
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(stepTitle()).toHaveFocus();
    expect(grantOf(calls[1]).grant_type).toBe('verification_code');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(page.getByLabelText('Account')).toHaveFocus();
    await expect.element(page.getByLabelText('Account')).toHaveValue('someone@example.com');
    await expect
      .element(page.getByRole('tab', { name: 'Verification code' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(countryPicker()).toHaveValue('Spain');
    await expect.element(agreementCheckbox()).toBeChecked();
    expect(stepTitle().all()).toHaveLength(0);
  });

  test('an expired ticket on "Confirm": the expired text, and back to the first step', async () => {
    stubFetch([...sliderRoutes(), tokenServer(() => ticketExpired), sendCode(codeSent)]);
    const onSignedIn = vi.fn();
    await renderRoute(<LoginFlow onSignedIn={onSignedIn} />, { path: '/login' });
    await signInWithPassword();
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByLabelText('Verification code').fill('654321');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect.element(page.getByText(EXPIRED)).toBeVisible();
    await expect.element(page.getByLabelText('Account')).toHaveValue('someone@example.com');
    await expect.element(page.getByLabelText('Password', { exact: true })).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  test('an expired ticket on "Get code": the expired text, and back to the first step', async () => {
    stubFetch([...sliderRoutes(), tokenServer(() => ticketExpired), sendCode(() => ticketExpired)]);
    const { router } = await renderRoute(<LoginFlow onSignedIn={vi.fn()} />, { path: '/login' });
    await signInWithPassword();
    await page.getByRole('button', { name: 'Get code' }).click();

    await expect.element(page.getByText(EXPIRED)).toBeVisible();
    await expect.element(page.getByLabelText('Account')).toHaveFocus();
    expect(router.location.pathname).toBe('/login');
  });
});
