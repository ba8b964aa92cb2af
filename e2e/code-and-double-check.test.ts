import {
  acceptAgreement,
  expect,
  DEVICE_COOKIE,
  expectErrorToast,
  forgetSessionKeepDevice,
  PASSWORD,
  readCode,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

test('a user signs in with a code sent to their e-mail', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Account').fill(email);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('A code has been sent to you')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ sec/ })).toBeDisabled();

  // After a reload the button knows nothing, but the server does: asking again within the
  // cool-down is refused and the button counts down the server's remaining seconds.
  await page.reload();
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Account').fill(email);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'Too many attempts, please try again later...');
  const resend = page.getByRole('button', { name: /Resend in \d+ sec/ });
  await expect(resend).toBeDisabled();
  const seconds = Number((await resend.textContent())?.match(/\d+/)?.[0]);
  expect(seconds).toBeGreaterThan(30);
  expect(seconds).toBeLessThanOrEqual(60);

  // A wrong code first: the token call's text for it.
  const code = await readCode(page.request, email, { purpose: 'login' });
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectErrorToast(page, 'Verification code is invalid or expired.');

  await page.getByLabel('Verification code').fill(code);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a code must be requested first, and an unknown account gets none', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Account').fill(uniqueEmail());
  await acceptAgreement(page);
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please get code sent first.')).toBeVisible();

  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'Account not registered. Please enter a new one.');
});

test('signing in from a new device asks for a code sent to the account; the device is known afterwards, whatever the country', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  // Registered in this browser: its device is known, even with another country on the screen.
  await registerThroughApi(page.request, email);
  await signIn(page, email, PASSWORD, { country: 'DE' });
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // Another browser (no device cookie), the account's own country: the double check.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, email);
    // The double check is a success for the caller: no error, a second step.
    await expect(second.getByText(/e•••|•••@example\.com/)).toBeVisible();
    await expect(second).toHaveURL(/\/login/);
    await second.getByRole('button', { name: 'Get code' }).click();
    const code = await readCode(second.request, email, { purpose: 'double-check' });
    await second.getByLabel('Verification code').fill(code);
    await second.getByRole('button', { name: 'Confirm' }).click();
    await expect(second.getByText('Welcome back')).toBeVisible();
    await expect(second).toHaveURL(/\/home$/);

    // That browser is known now (its HttpOnly device cookie): signed out, the next sign-in, from
    // Germany, needs no second step.
    const [device] = (await other.cookies()).filter((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    await forgetSessionKeepDevice(second);
    await signIn(second, email, PASSWORD, { country: 'DE' });
    await expect(second.getByText('Welcome back')).toBeVisible();
    await expect(second).toHaveURL(/\/home$/);
  } finally {
    await other.close();
  }
});
