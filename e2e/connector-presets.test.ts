import { expectNoViolations } from './axe.ts';
import { expect, readCode, test, uniqueEmail } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * The Google, Microsoft and Apple presets (decision 056) in Chromium, each against a local
 * STAND-IN, not the real provider: an oidc-provider instance answering in that provider's
 * published format (apps/server/src/testing/upstream-provider.ts) — Google's e-mail claims in the
 * id_token; Microsoft's `email` without `email_verified`, vouched for by `xms_edov`; Apple's
 * form_post answer (a cross-site POST back to the callback) with the `user` JSON on the first
 * consent only, no userinfo, and a token endpoint that takes as client secret only an ES256 JWT
 * signed with the team's key. Discovery is each stand-in's `/.well-known/openid-configuration`.
 * The stand-ins' page has a "Username" field and "Sign in".
 */
const connectorsUrl = process.env.E2E_CONNECTORS_URL ?? '';
test.use({ baseURL: connectorsUrl });
test.describe.configure({ timeout: 150_000 });

async function throughStandIn(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: `Continue with ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Upstream test provider' })).toBeVisible();
  await page.getByLabel('Username').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function registerThrough(page: Page, name: string, email: string): Promise<void> {
  await throughStandIn(page, name, email);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(`${name} as ${email}`)).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page
    .getByRole('checkbox', {
      name: 'I have read and agree to the User Agreement and Privacy Policy',
    })
    .check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/security');
  await expect(
    page.getByRole('region', { name: 'Sign-in methods' }).getByTestId('linked-identity'),
  ).toContainText(name);
}

for (const name of ['Google', 'Microsoft']) {
  test(`${name} (stand-in): the first sign-in creates an account with its verified address`, async ({
    page,
  }) => {
    await registerThrough(page, name, uniqueEmail());
  });
}

test('Apple (stand-in): form_post with the signed client secret; a second sign-in finds the account', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail();
  // The first consent: the stand-in's form_post carries the `user` JSON (name, address).
  await registerThrough(page, 'Apple', email);
  await expectNoViolations(page, testInfo, 'Home with Apple linked');

  // Another browser: the same person again, now without `user` (Apple sends it once); the
  // account is found by the identity, and as on any new device the double check follows.
  const other = await browser.newContext({ baseURL: connectorsUrl });
  const second = await other.newPage();
  await throughStandIn(second, 'Apple', email);
  await second.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(second.request, email, { purpose: 'double-check' });
  await second.getByLabel('Verification code').fill(code);
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(second).toHaveURL(/\/home$/);
  await expect(second.getByText(email).first()).toBeVisible();
  await other.close();
});
