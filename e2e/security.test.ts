import { Secret, TOTP } from 'otpauth';
import { expectNoViolations } from './axe.ts';
import {
  expect,
  expectErrorToast,
  forgetSessionKeepDevice,
  PASSWORD,
  readCode,
  signIn,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

/**
 * Issue 24: signed-in devices and account activity on Home. The first browser signs another one
 * out; that one's refresh is refused and it is sent to /login; the events show on Home.
 */
test('Home lists the signed-in devices, signs another one out and shows the activity', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers and Home's sections one address each (issue 37): more pages than the default
  // limit is sized for.
  test.setTimeout(150_000);
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  // A second browser signs in (a new device: the double check).
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, email, PASSWORD);
    await second.getByRole('button', { name: 'Get code' }).click();
    const code = await readCode(second.request, email, { purpose: 'double-check' });
    await second.getByLabel('Verification code').fill(code);
    await second.getByRole('button', { name: 'Confirm' }).click();
    await expect(second).toHaveURL(/\/home$/);
    await expect(second.getByText(email)).toBeVisible();
    await second.waitForLoadState('networkidle');

    // Issue 37: Home's devices section, at its own address.
    await page.goto('/home/devices');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByTestId('device')).toHaveCount(2);
    await expect(devices.getByText('This device')).toHaveCount(1);
    await expect(devices.getByTestId('device').first()).toContainText(/Chrome[\w ]* on Linux/);
    await expectNoViolations(page, testInfo, 'Home with devices and activity');

    // By keyboard: the other device's "Sign out" button, then Enter.
    const signOut = devices.getByRole('button', { name: /^Sign out Chrom/ });
    await expect(signOut).toHaveCount(1);
    await signOut.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The device has been signed out.')).toBeVisible();
    await expect(devices.getByTestId('device')).toHaveCount(1);

    // The signed-out browser: its access token is refused, its refresh too; back to /login.
    await second.reload();
    await expectErrorToast(second, 'Your login has expired. Please log in again.');
    await expect(second).toHaveURL(/\/login/);

    await page.goto('/home/activity');
    const activity = page.getByRole('region', { name: 'Account activity' });
    const events = activity.getByTestId('activity-event');
    await expect(events.first()).toContainText('Device signed out');
    await expect(events.filter({ hasText: 'Signed in' })).toHaveCount(2);
    await expect(events.first()).toContainText(/127\.0\.0\.1|::1/);

    // Signed in there again (a known device now); "Sign out all other devices" asks for the
    // password first (decision 038).
    await signIn(second, email, PASSWORD);
    await expect(second).toHaveURL(/\/home$/);
    await page.goto('/home/devices');
    await expect(devices.getByTestId('device')).toHaveCount(2);
    await devices.getByRole('button', { name: 'Sign out all other devices' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Devices signed out: 1')).toBeVisible();
    await expect(devices.getByTestId('device')).toHaveCount(1);
    await page.goto('/home/activity');
    await expect(events.first()).toContainText('Other devices signed out');
  } finally {
    await other.close();
  }
});

/** The authenticator app's code for the step `offsetSteps` from now (RFC 6238, as the app computes it). */
const appCode = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test('the authenticator app: set up with its key, then sign in with a code and with a recovery code', async ({
  page,
}, testInfo) => {
  // Two browsers and Home's sections one address each (issue 37): more pages than the default
  // limit is sized for.
  test.setTimeout(150_000);
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/security');

  const app = page.getByRole('region', { name: 'Authenticator app' });
  await app.getByRole('button', { name: 'Set up' }).click();
  await expect(app.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await app.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await app.getByLabel('Authenticator code').fill(appCode(secret));
  await app.getByRole('button', { name: 'Turn on' }).click();
  const codes = app.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await expectNoViolations(page, testInfo, 'Home with the recovery codes');
  await app.getByRole('button', { name: 'I have saved them' }).click();
  await expect(app.getByText('Recovery codes left: 10.')).toBeVisible();

  // Signed out (this browser stays a known device): the password, then the app's code, by keyboard.
  await forgetSessionKeepDevice(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeFocused();
  await expectNoViolations(page, testInfo, 'the second step');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Authenticator code')).toBeFocused();
  // The enrolment used the current step: the next step's code (the window allows ±1).
  await page.keyboard.type(appCode(secret, 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // Again, with a recovery code.
  await forgetSessionKeepDevice(page);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/security');
  await expect(app.getByText('Recovery codes left: 9.')).toBeVisible();

  await page.goto('/home/activity');
  const events = page
    .getByRole('region', { name: 'Account activity' })
    .getByTestId('activity-event');
  await expect(events.filter({ hasText: 'Recovery code used' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Authenticator app turned on' })).toHaveCount(1);
});
