import type { Page } from '@playwright/test';
import {
  acceptAgreement,
  expectErrorToast,
  expect,
  PASSWORD,
  registerByEmail,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

/**
 * Shop login (spec §1/§7) on the OpenID provider (decision 031): the demo shop (apps/shop-demo,
 * openid-client) sends its customer to the account centre's authorization endpoint; the provider
 * hands the sign-in to the web app's login screen, which finishes it through the signed store
 * redirect; the provider returns the customer with a code, which the shop redeems (PKCE, id_token
 * checked against the JWKS). Then what relying parties do besides: a silent check (prompt=none),
 * a refresh, sign-out at the account centre (RP-initiated logout), revocation; and a third-party
 * client (a second demo shop) with the consent screen and the home screen's list of apps.
 */
const shopUrl = process.env.E2E_SHOP_URL ?? '';
const partnerUrl = process.env.E2E_PARTNER_URL ?? '';

test.beforeEach(() => {
  expect(shopUrl, 'E2E_SHOP_URL (playwright.config.ts)').not.toBe('');
  expect(partnerUrl, 'E2E_PARTNER_URL (playwright.config.ts)').not.toBe('');
});

async function startAtShop(page: Page, url = shopUrl, clientId = 'aurora-shop') {
  await page.goto(url);
  await expect(page.getByText('Welcome! Sign in to see your orders.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your Aurora account' }).click();
  // The account centre's sign-in screen, carrying the provider's sign-in request.
  await expect(page).toHaveURL(new RegExp(`/login\\?client_id=${clientId}&.*interaction=`));
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

async function logInOnScreen(page: Page, email: string) {
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A new customer, signed in at the shop through the account centre. */
async function signedInAtShop(page: Page): Promise<string> {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await startAtShop(page);
  await logInOnScreen(page, email);
  await expect(page).toHaveURL(`${shopUrl}/`);
  await expect(page.getByTestId('customer-email')).toHaveText(email);
  return email;
}

test('a customer of the shop signs in through the account centre and is back at the shop', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await startAtShop(page);
  await logInOnScreen(page, email);

  await expect(page).toHaveURL(`${shopUrl}/`);
  await expect(page.getByTestId('customer-email')).toHaveText(email);
});

test('a new customer registers first, then signs in and is back at the shop', async ({ page }) => {
  await startAtShop(page);
  await page.getByRole('link', { name: 'New user? Register' }).click();
  await expect(page).toHaveURL(/\/register/);
  const email = uniqueEmail();
  await registerByEmail(page, email);
  await expect(page.getByText('Registration succeeded')).toBeVisible();
  // The shop's request was kept with the stored url parameters all along.
  await signIn(page, email);

  await expect(page).toHaveURL(`${shopUrl}/`);
  await expect(page.getByTestId('customer-email')).toHaveText(email);
});

test('an unregistered return address or client gets a clear page, never a redirect', async ({
  page,
}) => {
  for (const query of [
    'client_id=aurora-shop&redirect_uri=https%3A%2F%2Fevil.example%2Fcallback',
    `client_id=aurora-shop&redirect_uri=${encodeURIComponent(`${shopUrl}/callback/..;/`)}`,
    `client_id=evil-shop&redirect_uri=${encodeURIComponent(`${shopUrl}/callback`)}`,
  ]) {
    await page.goto(`/login?${query}&response_type=code&state=s&code_challenge_method=S256`);
    await expect(page.getByRole('heading', { name: 'Sign-in not possible' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/is not registered/);
    await expect(page.getByLabel('Account')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  }
});

test('the shop refreshes its tokens, checks the sign-in silently and signs out at the account centre, which ends its own session too', async ({
  page,
}) => {
  const email = await signedInAtShop(page);
  await page.getByRole('link', { name: 'Refresh the session' }).click();
  await expect(page.getByTestId('refresh-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Show my profile' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await page.goto(shopUrl);

  // Signed out at the shop only: the silent check (prompt=none) signs the customer in again.
  await page.context().clearCookies({ name: 'shop_session' });
  await page.goto(shopUrl);
  await page.getByRole('link', { name: 'Check whether I am signed in' }).click();
  await expect(page).toHaveURL(`${shopUrl}/`);
  await expect(page.getByTestId('customer-email')).toHaveText(email);

  // The account centre's own session of this browser: Home shows the account.
  await page.goto('/home');
  await expect(page.getByText(email)).toBeVisible();
  await page.goto(shopUrl);

  // RP-initiated logout: the account centre asks, ends its session and returns to the shop.
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign me out' }).click();
  await expect(page).toHaveURL(`${shopUrl}/`);
  await expect(page.getByText('Welcome! Sign in to see your orders.')).toBeVisible();
  // Now the silent check answers login_required: no screen, no sign-in.
  await page.getByRole('link', { name: 'Check whether I am signed in' }).click();
  await expect(page.getByTestId('silent-result')).toHaveText('login_required');
  // "Sign me out" ended the account centre's own session of this browser too (decision 040): its
  // token is refused server-side, so Home no longer shows the account.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(email)).toHaveCount(0);
});

test('signing out at the account centre signs the customer out of the shop too (back-channel logout)', async ({
  page,
}) => {
  const email = await signedInAtShop(page);
  // A second sign-in at the shop: the account centre's live session answers it, no password.
  await page.context().clearCookies({ name: 'shop_session' });
  await page.goto(shopUrl);
  await page.getByRole('link', { name: 'Sign in with your Aurora account' }).click();
  await expect(page).toHaveURL(`${shopUrl}/`);
  await expect(page.getByTestId('customer-email')).toHaveText(email);

  // Log out at the account centre (its own screen, not the shop's sign-out link).
  await page.goto('/home');
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The account centre told the shop (a logout token to its back-channel URL): the shop's
  // session is over, and its page says why.
  await expect(async () => {
    await page.goto(shopUrl);
    await expect(page.getByTestId('signed-out-at-account-centre')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('signed-out-at-account-centre')).toHaveText(
    'You signed out at your Aurora account, so the shop signed you out too.',
  );
  await expect(page.getByTestId('customer-email')).toHaveCount(0);
});

test('revoked tokens no longer work at the shop', async ({ page }) => {
  await signedInAtShop(page);
  await page.getByRole('link', { name: 'Revoke access' }).click();
  await expect(page.getByTestId('revoked')).toBeVisible();
  await page.getByRole('link', { name: 'Show my profile' }).click();
  await expect(page.getByTestId('session-ended')).toBeVisible();
});

test('a third-party app asks consent; the user allows it, sees it on home and removes its access', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await startAtShop(page, partnerUrl, 'partner-shop');
  await logInOnScreen(page, email);
  await expect(
    page.getByRole('heading', { name: 'Allow Partner Shop to sign you in?' }),
  ).toBeVisible();
  await expect(page.getByText('Your email address')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(`${partnerUrl}/`);
  await expect(page.getByTestId('customer-email')).toHaveText(email);

  // Issue 37: Home's apps section, at its own address.
  await page.goto('/home/apps');
  await expect(page.getByRole('heading', { name: 'Apps that can sign you in' })).toBeVisible();
  await expect(page.getByText('Partner Shop')).toBeVisible();
  await page.getByRole('button', { name: 'Remove access for Partner Shop' }).click();
  await expect(page.getByText('Partner Shop can no longer sign you in.')).toBeVisible();
  await expect(
    page.getByText(
      'No apps can sign you in. When you allow an app to use your account, it appears here and you can remove its access.',
    ),
  ).toBeVisible();

  await page.goto(`${partnerUrl}/profile`);
  await expect(page.getByTestId('session-ended')).toBeVisible();
});

test('a third-party app the user denies gets access_denied', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await startAtShop(page, partnerUrl, 'partner-shop');
  await logInOnScreen(page, email);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(new RegExp(`^${partnerUrl}/callback\\?error=access_denied`));
  await expect(page.getByText('Sign-in failed.')).toBeVisible();
});

test('a copied sign-in link from another browser signs the victim into nothing (decision 038)', async ({
  page,
  browser,
}) => {
  // The attacker starts the shop's sign-in in his own browser and copies the /login link.
  const attackerContext = await browser.newContext();
  try {
    const attacker = await attackerContext.newPage();
    await startAtShop(attacker);
    const link = attacker.url();
    const interaction = new URL(link).searchParams.get('interaction') ?? '';
    expect(interaction).not.toBe('');

    // The victim opens the link in her browser and signs in on the genuine page.
    const email = uniqueEmail();
    await registerThroughApi(page.request, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await logInOnScreen(page, email);
    // The request is not this browser's: refused, forgotten, and she stays in the account centre.
    await expectErrorToast(
      page,
      'The sign-in request of the site you came from is not valid. Please go back and try again.',
    );
    await expect(page).toHaveURL(/\/home$/);

    // The attacker's browser resumes the request: no code for the victim, only the sign-in screen.
    const callbacks: string[] = [];
    attacker.on('request', (request) => {
      if (request.url().startsWith(`${shopUrl}/callback`)) callbacks.push(request.url());
    });
    await attacker.goto(new URL(`/oidc/auth/${interaction}`, link).href);
    await expect(attacker).toHaveURL(/\/login\?client_id=aurora-shop&.*interaction=/);
    expect(callbacks).toEqual([]);
    await attacker.goto(shopUrl);
    await expect(attacker.getByText('Welcome! Sign in to see your orders.')).toBeVisible();
    await expect(attacker.getByTestId('customer-email')).toHaveCount(0);

    // Her own sign-in at the shop, started in her browser, still works: she is signed in here
    // already, so that sign-in goes to the shop without the password (decision 055).
    await page.goto(shopUrl);
    await page.getByRole('link', { name: 'Sign in with your Aurora account' }).click();
    await expect(page).toHaveURL(`${shopUrl}/`);
    await expect(page.getByTestId('customer-email')).toHaveText(email);
  } finally {
    await attackerContext.close();
  }
});
