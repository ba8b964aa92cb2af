import { apiPaths, authHeaderName } from '@account-centre/contract';
import { expect, expectErrorToast, signIn, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { contextHeader } from './secure-request.ts';

const ttlMs = Number(process.env.E2E_ACCESS_TOKEN_TTL_SECONDS) * 1000;
const TOKEN_COOKIE = 'ac-token';
const BRAND = 'aurora';

test.describe('on a server whose access tokens live a few seconds', () => {
  test.use({ baseURL: process.env.E2E_SHORT_TOKEN_URL });

  test('an expired access token is refreshed once, transparently', async ({ page }) => {
    const email = uniqueEmail();
    await registerThroughApi(page.request, email);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/home$/);
    // Home has loaded with the first token: from here on, only the expiry causes a refresh.
    await expect(page.getByText(email)).toBeVisible();
    const firstToken = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
    expect(firstToken).toBeDefined();

    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/token')) tokenCalls.push(request.url());
    });
    await page.waitForTimeout(ttlMs + 500);
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toContain('grant_type=refresh_token');
    const secondToken = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
    expect(secondToken?.value).not.toBe(firstToken?.value);
  });
});

// On the main server (2 h tokens), so that nothing expires by itself during the journey.
test('when the refresh is refused, the user is told the login expired and goes to /login', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
  // The user leaves the app before the session ends. Home's own calls (the agreements check, apps,
  // devices, activity) start after the account has loaded, and under load still run after that:
  // one that met the ended session would show its toast on this page, and a reload would discard
  // it. (`waitForLoadState('networkidle')` did not wait for them: it is the state of the document
  // loaded at /login, reached long before the app moved on to Home.)
  const token = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE)?.value ?? '';
  await page.goto('about:blank');

  // The session ends elsewhere (a logout from another device): its refresh token stops working.
  const logout = await page.request.get(apiPaths(BRAND).logout, {
    headers: { [authHeaderName(BRAND)]: token, ...(await contextHeader(page.request)) },
  });
  expect(logout.status()).toBe(200);
  // The user comes back to Home: its first call meets the refused refresh.
  await page.goto('/home');
  await expectErrorToast(page, 'Your login has expired. Please log in again.');
  await expect(page).toHaveURL(/\/login/);
});
