import { expectNoViolations } from './axe.ts';
import { expect, PASSWORD, readCode, signIn, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import type { Page } from '@playwright/test';

/**
 * Decision 050: sign-in with another provider, in Chromium, against a real upstream OpenID
 * provider (a second oidc-provider instance with its own people, started by the journeys'
 * configuration; its page has a "Username" field, "Sign in" and "Cancel"). The server of these
 * journeys has one connector, "Upstream ID".
 */
const connectorsUrl = process.env.E2E_CONNECTORS_URL ?? '';
test.use({ baseURL: connectorsUrl });

const CONTINUE = 'Continue with Upstream ID';

// Each journey goes to the upstream and back several times and runs axe: more than the default.
test.describe.configure({ timeout: 150_000 });

/** From the login screen to the upstream and back, as `username` (or cancelling there). */
async function throughUpstream(page: Page, username: string | 'cancel'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: CONTINUE }).click();
  await expect(page.getByRole('heading', { name: 'Upstream test provider' })).toBeVisible();
  if (username === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function registerFromUpstream(
  page: Page,
  testInfo: Parameters<typeof expectNoViolations>[1],
) {
  const email = uniqueEmail();
  await throughUpstream(page, email);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(`as ${email}`)).toBeVisible();
  await expectNoViolations(page, testInfo, 'Creating an account from another provider');
  // The agreement is required.
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Please read and agree to the User Agreement and Privacy Policy.'),
  ).toBeVisible();
  await page
    .getByRole('checkbox', {
      name: 'I have read and agree to the User Agreement and Privacy Policy',
    })
    .check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

test('first sign-in creates an account after agreement and birth date; the second finds it', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/login');
  await expectNoViolations(page, testInfo, 'Login with a connector button');
  const email = await registerFromUpstream(page, testInfo);
  // Decision 053: the Sign-in methods region is part of Home's security section.
  await page.goto('/home/security');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.getByTestId('linked-identity')).toContainText('Upstream ID');
  await expect(methods.getByTestId('linked-identity')).toContainText(email);
  await expectNoViolations(page, testInfo, 'Home with a linked sign-in method');

  // Another browser: the upstream person finds the same account, no form; as after a right
  // password on a new device, the double check follows (decision 026 applies unchanged).
  const other = await browser.newContext({ baseURL: connectorsUrl });
  const second = await other.newPage();
  await throughUpstream(second, email);
  await second.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(second.request, email, { purpose: 'double-check' });
  await second.getByLabel('Verification code').fill(code);
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(second).toHaveURL(/\/home$/);
  await expect(second.getByText(email).first()).toBeVisible();
  await other.close();
});

test('an existing e-mail address is linked only after its password', async ({ page }, testInfo) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await throughUpstream(page, email);
  await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  await expectNoViolations(page, testInfo, 'Proving the existing account');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass9');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByText('Incorrect account or password, please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/security');
  await expect(
    page.getByRole('region', { name: 'Sign-in methods' }).getByTestId('linked-identity'),
  ).toContainText('Upstream ID');
});

test('linking from Home needs the password; unlinking; the last way in cannot be unlinked', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/security');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.getByText('No other sign-in methods are linked.')).toBeVisible();
  await methods.getByRole('button', { name: 'Link Upstream ID' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Upstream test provider' })).toBeVisible();
  await page.getByLabel('Username').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Linking returns to the section it started from (the server's `connector_linked` redirect).
  await expect(page).toHaveURL(/\/home\/security(\?|$)/);
  await expect(page.getByText('Upstream ID is now linked to your account.')).toBeVisible();
  await expect(methods.getByTestId('linked-identity')).toHaveCount(1);
  await methods.getByRole('button', { name: 'Unlink Upstream ID' }).click();
  await expect(page.getByText('The sign-in method was unlinked.')).toBeVisible();
  await expect(methods.getByTestId('linked-identity')).toHaveCount(0);
  await expectNoViolations(page, testInfo, 'Home after unlinking');

  // An account made from the upstream has no password: its only way in stays.
  const other = await browser.newContext({ baseURL: connectorsUrl });
  const made = await other.newPage();
  await registerFromUpstream(made, testInfo);
  await made.goto('/home/security');
  const madeMethods = made.getByRole('region', { name: 'Sign-in methods' });
  await madeMethods.getByRole('button', { name: 'Unlink Upstream ID' }).click();
  await expect(
    made.getByText('This is your only way to sign in, so it cannot be unlinked.', { exact: false }),
  ).toBeVisible();
  await expect(madeMethods.getByTestId('linked-identity')).toHaveCount(1);
  await other.close();
});

test('upstream access_denied lands on a localized error and changes nothing', async ({
  page,
}, testInfo) => {
  await throughUpstream(page, 'cancel');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'cancelled' })).toHaveText(
    'The sign-in was cancelled at the other provider. Nothing was changed.',
  );
  await expectNoViolations(page, testInfo, 'Login after a cancelled upstream sign-in');
});

test("another browser's or a replayed callback is refused", async ({ page, browser }) => {
  const email = uniqueEmail();
  await page.goto('/login');
  await page.getByRole('link', { name: CONTINUE }).click();
  await page.getByLabel('Username').fill(email);
  // Catch the upstream's answer (its redirects to the callback) before this browser follows it.
  let callbackUrl = '';
  await page.route('**/interaction/*/login', async (route) => {
    const finished = await route.fetch({ maxRedirects: 0 });
    const resume = new URL(finished.headers().location ?? '', route.request().url()).href;
    const answered = await page.request.get(resume, { maxRedirects: 0 });
    callbackUrl = answered.headers().location ?? '';
    await route.abort();
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => callbackUrl).toContain('/connect/callback');

  // The attacker's browser brings the victim's callback: refused, nothing created.
  const attacker = await browser.newContext({ baseURL: connectorsUrl });
  const attackerPage = await attacker.newPage();
  await attackerPage.goto(callbackUrl);
  await expect(attackerPage).toHaveURL(/\/login$/);
  await expect(
    attackerPage.getByRole('alert').filter({ hasText: 'another browser' }),
  ).toBeVisible();
  await attacker.close();

  // The victim's own browser: accepted once; the replay is refused.
  await page.unroute('**/interaction/*/login');
  await page.goto(callbackUrl);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goto(callbackUrl);
  await expect(page.getByRole('alert').filter({ hasText: 'another browser' })).toBeVisible();
});
