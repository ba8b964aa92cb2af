import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RegisterForm } from '#features/register/components/register-form.tsx';
import { acceptAgreement } from '#testing/agreement.ts';
import { chooseCountry, countryPicker } from '#testing/country-picker.ts';
import { setDeployment } from '#testing/deployment.ts';
import { ok, stubFetch, type StubRoute } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { sliderRoutes, sliderTicketOf, solveSliderByKeyboard } from '#testing/slider-stubs.ts';
import { acceptArrivingClient } from '#lib/session/url-params.ts';

const today = new Date(Date.UTC(2025, 5, 15));
const SMS_PATH = '/api/aurora-user/v2/register/sms';
const SMS_VERIFY_PATH = '/api/aurora-user/v1/register/sms/verification';
const sendSms: StubRoute = {
  method: 'POST',
  path: SMS_PATH,
  reply: () => ok({ cooldownSeconds: 60, expiresInSeconds: 600 }),
};
const signedUp =
  (code: number): StubRoute['reply'] =>
  () => ({
    status: 409,
    body: { code, msg: 'already signed up' },
  });

const phoneTab = () => page.getByRole('tab', { name: 'Phone' });
const areaCode = () => countryPicker('Area code');
const phoneNumber = () => page.getByLabelText('Phone number');
const getCode = () => page.getByRole('button', { name: 'Get code' });

/** Pastes `text` into the focused field, as the clipboard would. */
function paste(element: Element, text: string): void {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  (element as HTMLElement).focus();
  element.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  );
}

async function renderInChina() {
  // Localhost defaults to the Chinese mainland, whose region group allows phone registration.
  setDeployment({ hostname: 'localhost', search: '?client_id=shop-web' });
  // The register screen's client check confirmed the shop (ClientGate): its client is kept.
  acceptArrivingClient();
  const onSuccess = vi.fn();
  await renderRoute(<RegisterForm onSuccess={onSuccess} today={today} />);
  return onSuccess;
}

describe('RegisterForm by phone', () => {
  test('no choice where phone registration does not apply', async () => {
    stubFetch(sliderRoutes());
    await renderRoute(<RegisterForm onSuccess={vi.fn()} today={today} />);
    await expect.element(page.getByLabelText('Email')).toBeVisible();
    expect(page.getByRole('tablist').all()).toHaveLength(0);
    expect(phoneNumber().all()).toHaveLength(0);
  });

  test('"Email" and "Phone" switch the way to register; the area code starts at the country’s', async () => {
    stubFetch(sliderRoutes());
    await renderInChina();
    await expect.element(page.getByRole('tablist', { name: 'Registration method' })).toBeVisible();
    await expect
      .element(page.getByRole('tab', { name: 'Email' }))
      .toHaveAttribute('aria-selected', 'true');
    await phoneTab().click();
    await expect.element(phoneTab()).toHaveAttribute('aria-selected', 'true');
    expect(page.getByLabelText('Email').all()).toHaveLength(0);
    await expect.element(areaCode()).toHaveValue('+86 China');
    await expect.element(areaCode()).not.toHaveAttribute('readonly');
    await expect.element(phoneNumber()).toHaveAttribute('type', 'tel');
  });

  test('the number must be a valid mobile number for the area code', async () => {
    const calls = stubFetch(sliderRoutes());
    await renderInChina();
    await phoneTab().click();
    await phoneNumber().fill('123');
    await getCode().click();
    await expect
      .element(phoneNumber())
      .toHaveAccessibleDescription('Please enter a valid phone number');

    // A Chinese number is not a valid German one.
    await chooseCountry('deguo', 'Area code');
    await expect.element(areaCode()).toHaveValue('+49 Germany');
    await phoneNumber().fill('13800138000');
    await getCode().click();
    await expect
      .element(phoneNumber())
      .toHaveAccessibleDescription('Please enter a valid phone number');
    expect(calls).toHaveLength(0);
  });

  test('a pasted international number selects its area code and keeps the national part', async () => {
    stubFetch(sliderRoutes());
    await renderInChina();
    await phoneTab().click();
    paste(phoneNumber().element(), '+49 151 2345 6789');
    await expect.element(areaCode()).toHaveValue('+49 Germany');
    await expect.element(phoneNumber()).toHaveValue('15123456789');

    // Typed in international form and left: the same.
    await phoneNumber().fill('+86 138 0013 8000');
    await page.getByLabelText('Verification code').click();
    await expect.element(areaCode()).toHaveValue('+86 China');
    await expect.element(phoneNumber()).toHaveValue('13800138000');
  });

  test('"Get code" sends the SMS code request, "Register" the phone registration', async () => {
    const calls = stubFetch([
      ...sliderRoutes(),
      sendSms,
      { method: 'POST', path: SMS_VERIFY_PATH, reply: () => ok({ productId: '1002003004' }) },
    ]);
    const onSuccess = await renderInChina();
    await phoneTab().click();
    await phoneNumber().fill('138 0013 8000');
    await solveSliderByKeyboard();
    await getCode().click();
    await expect.element(page.getByText('A code has been sent to you')).toBeVisible();
    expect(calls[0]?.body).toEqual({ areaCode: '86', phone: '138 0013 8000', language: 'en' });

    await page.getByLabelText('Verification code').fill('123456');
    await page.getByLabelText('Password', { exact: true }).fill('Abcdefg1');
    await page.getByLabelText('Confirm password').fill('Abcdefg1');
    await page.getByLabelText('Year').selectOptions('1990');
    await page.getByLabelText('Month').selectOptions('2');
    await page.getByLabelText('Day').selectOptions('28');
    await acceptAgreement();
    await solveSliderByKeyboard();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(calls[1]?.url.pathname).toBe(SMS_VERIFY_PATH);
    expect(calls[1]?.body).toEqual({
      areaCode: '86',
      phone: '138 0013 8000',
      code: '123456',
      password: 'Abcdefg1',
      country: 'CN',
      birthDate: { year: 1990, month: 2, day: 28 },
      agreementAccepted: true,
      language: 'en',
    });
    expect(calls.map(sliderTicketOf)).toEqual(['slider-ticket-1', 'slider-ticket-2']);
  });

  test('a signed-up number (30900): the toast, and a lasting "Log in now" keeping the url parameters', async () => {
    stubFetch([...sliderRoutes(), { ...sendSms, reply: signedUp(30900) }]);
    await renderInChina();
    await phoneTab().click();
    await phoneNumber().fill('13800138000');
    await solveSliderByKeyboard();
    await getCode().click();

    const text = 'The mobile number has been signed up. Log in now?';
    await expect.element(page.getByText(text).first()).toBeVisible();
    const notice = page.getByText(text, { exact: false }).filter({ has: page.getByRole('link') });
    await expect
      .element(notice.getByRole('link', { name: 'Log in now' }))
      .toHaveAttribute('href', '/login?client_id=shop-web');

    // Another number: the notice goes.
    await phoneNumber().fill('13800138001');
    await expect.element(page.getByRole('link', { name: 'Log in now' })).not.toBeInTheDocument();
  });

  test('a signed-up address (30901) shows the same way', async () => {
    stubFetch([
      ...sliderRoutes(),
      {
        method: 'POST',
        path: '/api/aurora-user/v2/register/email/code',
        reply: signedUp(30901),
      },
    ]);
    await renderInChina();
    await page.getByLabelText('Email').fill('someone@example.com');
    await solveSliderByKeyboard();
    await getCode().click();
    await expect
      .element(page.getByRole('link', { name: 'Log in now' }))
      .toHaveAttribute('href', '/login?client_id=shop-web');
  });
});
