import { PASSWORD, acceptAgreement, expect, solveSlider, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

/**
 * A browser app written with oidc-client-ts (issue 36, decision 055): a public `spa` client on its
 * own origin (e2e/spa, a test fixture) signs in with the code flow and PKCE S256, calls userinfo
 * across origins (CORS), refreshes (the refresh token rotates; the old one, used again, is refused
 * readably and ends the grant), revokes its refresh token and signs out at the account centre; a
 * logout at the account centre itself reaches it by Front-Channel Logout (decision 062).
 */
const spaUrl = process.env.E2E_SPA_URL ?? '';

test('an oidc-client-ts browser app signs in, calls userinfo, refreshes, revokes and signs out', async ({
  page,
}) => {
  expect(spaUrl, 'E2E_SPA_URL (playwright.config.ts)').not.toBe('');
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await page.goto(spaUrl);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?client_id=aurora-spa&.*interaction=/);
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back at the app, which redeemed the code by a cross-origin token call.
  await expect(page).toHaveURL(`${spaUrl}/`);
  await expect(page.getByTestId('spa-email')).toHaveText(email);

  await page.getByRole('button', { name: 'Call userinfo' }).click();
  await expect(page.getByTestId('spa-userinfo')).toHaveText(`200 ${email}`);

  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByTestId('spa-refreshed')).toHaveText('new tokens');

  await page.getByRole('button', { name: 'Revoke the old refresh token' }).click();
  await expect(page.getByTestId('spa-revoked')).toHaveText('400 invalid_grant');
  await expect(page.getByTestId('spa-error')).toHaveText('');

  // RP-initiated logout: the account centre asks, then returns to the app, signed out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign me out' }).click();
  await expect(page).toHaveURL(`${spaUrl}/`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByTestId('spa-email')).toBeHidden();
});

test('signing out of the account centre signs the browser app out too (Front-Channel Logout)', async ({
  page,
}) => {
  expect(spaUrl, 'E2E_SPA_URL (playwright.config.ts)').not.toBe('');
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await page.goto(spaUrl);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${spaUrl}/`);
  await expect(page.getByTestId('spa-email')).toHaveText(email);

  // The same sign-in opened the account centre: the user logs out there.
  await page.goto('/home');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Log out' }).click();
  // The signed-out page loads the app's front-channel URL with the issuer and its session id …
  const frameLoaded = page.waitForRequest((request) =>
    request.url().startsWith(`${spaUrl}/frontchannel-logout.html?`),
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  const frameUrl = new URL((await frameLoaded).url());
  expect(frameUrl.searchParams.get('sid')).toBeTruthy();
  expect(frameUrl.searchParams.get('iss')).toBeTruthy();
  // … then goes on to the sign-in screen by itself.
  await expect(page).toHaveURL(/\/login/);

  // The app forgot the user: signed out, and it says why.
  await page.goto(spaUrl);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByTestId('spa-email')).toBeHidden();
  await expect(page.getByTestId('spa-note')).toHaveText('Signed out at the account centre');
});

test("the app's login_hint fills the account field of the sign-in screen", async ({ page }) => {
  expect(spaUrl, 'E2E_SPA_URL (playwright.config.ts)').not.toBe('');
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await page.goto(`${spaUrl}/?login_hint=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?client_id=aurora-spa&.*interaction=/);
  await expect(page.getByLabel('Account')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${spaUrl}/`);
  await expect(page.getByTestId('spa-email')).toHaveText(email);
});
