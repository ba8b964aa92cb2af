import { expectNoViolations } from './axe.ts';
import {
  expect,
  expectErrorToast,
  PASSWORD,
  readCode,
  registerByEmail,
  signIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

/**
 * Issue 24: signed-in devices and account activity on Home. The first browser signs another one
 * out; that one's refresh is refused and it is sent to /login; the events show on Home.
 */
test('Home lists the signed-in devices, signs another one out and shows the activity', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);
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

    await page.reload();
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

    const activity = page.getByRole('region', { name: 'Account activity' });
    const events = activity.getByTestId('activity-event');
    await expect(events.first()).toContainText('Device signed out');
    await expect(events.filter({ hasText: 'Signed in' })).toHaveCount(2);
    await expect(events.first()).toContainText(/127\.0\.0\.1|::1/);
  } finally {
    await other.close();
  }
});
