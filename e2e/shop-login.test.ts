import type { Page } from '@playwright/test';
import {
  acceptAgreement,
  expect,
  PASSWORD,
  registerByEmail,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';

/**
 * Shop login (spec §1/§7): the demo shop (apps/shop-demo, openid-client) sends its customer to the
 * account centre, which signs them in and returns them with a code through the signed store
 * redirect; the shop redeems it (PKCE, id_token checked against the JWKS) and shows the e-mail.
 */
const shopUrl = process.env.E2E_SHOP_URL ?? '';

test.beforeEach(() => {
  expect(shopUrl, 'E2E_SHOP_URL (playwright.config.ts)').not.toBe('');
});

async function startAtShop(page: Page) {
  await page.goto(shopUrl);
  await expect(page.getByText('Welcome! Sign in to see your orders.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your Aurora account' }).click();
  // The account centre's sign-in screen, carrying the shop's authorization request.
  await expect(page).toHaveURL(/\/login\?.*client_id=aurora-shop/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

test('a customer of the shop signs in through the account centre and is back at the shop', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);

  await startAtShop(page);
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();

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
