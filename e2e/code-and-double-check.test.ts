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

test('a user signs in with a code sent to their e-mail', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Account').fill(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('A code has been sent to you')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  // A wrong code first: the token call's text for it.
  const code = await readCode(page.request, email, { purpose: 'login' });
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectErrorToast(page, 'Verification code is invalid or expired.');

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a code cannot be entered before one was requested, and an unknown account gets none', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await page.getByLabel('Account').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'Account not registered. Please enter a new one.');
});

test('signing in from another country than the account’s asks for a code sent to the account', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);

  // Registered from the default country (Chinese mainland on localhost), signing in from Germany.
  await signIn(page, email, PASSWORD, { country: 'DE' });
  // The double check is a success for the caller: no error, a second step.
  await expect(page.getByText(/e•••|•••@example\.com/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(page.request, email, { purpose: 'double-check' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
