import {
  expect,
  expectErrorToast,
  PASSWORD,
  readCode,
  signIn,
  signInWithWrongPasswordsUntilLocked,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

const NEW_PASSWORD = 'Robot-2026x';

test('a user resets the password by e-mail code and signs in with the new one', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  await page.getByLabel('Account').fill(email);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(page.request, email, { purpose: 'reset' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your password has been reset. Log in now?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, PASSWORD);
  await expectErrorToast(page, 'Incorrect account or password, please try again.');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test('resetting an unknown account is refused with 30401', async ({ page }) => {
  await page.goto('/reset');
  await page.getByLabel('Account').fill(uniqueEmail());
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'Account not registered. Please enter a new one.');
});

test('change password: wrong current, a reused one, then success', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/changePassword$/);
  const fill = async (current: string, next: string) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm password').fill(next);
    await page.getByRole('button', { name: 'Save' }).click();
  };

  await fill('Wrong-pass1', NEW_PASSWORD);
  await expectErrorToast(page, 'Incorrect password, please try again.');

  await fill(PASSWORD, PASSWORD);
  await expect(
    page.getByText(
      'Failed to change password. New password shall be different from the previous one.',
    ),
  ).toBeVisible();

  await fill(PASSWORD, NEW_PASSWORD);
  await expect(page.getByText('Changed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // The first password is one of the last three: it cannot come back.
  await page.goto('/changePassword');
  await fill(NEW_PASSWORD, PASSWORD);
  await expectErrorToast(
    page,
    'For security reasons, the new password cannot be the same as any of the last three used.',
  );
});

test('change e-mail: the same address, an occupied one, then success', async ({ page }) => {
  const email = uniqueEmail();
  const other = uniqueEmail();
  await registerThroughApi(page.request, other);
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Change email' }).click();
  await expect(page).toHaveURL(/\/changeMailBox$/);
  const newEmail = page.getByLabel('New email');

  await newEmail.fill(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'This email is the same as the current one.');

  await newEmail.fill(other);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'The email has been occupied by another account.');

  const fresh = uniqueEmail();
  await newEmail.fill(fresh);
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(page.request, fresh, { purpose: 'change-email' });
  await page.getByLabel('Verification code').fill(code);
  // Re-authentication (decision 026): a wrong current password changes nothing.
  await page.getByLabel('Current password', { exact: true }).fill('Wrong-pass1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectErrorToast(page, 'Incorrect password, please try again.');
  await expect(page).toHaveURL(/\/changeMailBox$/);
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(fresh)).toBeVisible();
});

test('after too many wrong passwords the account is locked, with a way to reset', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signInWithWrongPasswordsUntilLocked(page, email);
  // Even the right password is refused now.
  await signIn(page, email, PASSWORD);
  const locked =
    'Too many attempts, the account has been locked. Please try again later or retrieve your password?';
  await expectErrorToast(page, locked);
  const alert = page.getByRole('alert').filter({ hasText: locked });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
});
