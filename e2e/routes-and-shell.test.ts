import { expect, signIn, solveSlider, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

test('/ redirects to /login and unknown paths to /404', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('/ keeps its query string on the way to /login', async ({ page }) => {
  await page.goto('/?lang=de&tenantId=000002');
  await expect(page).toHaveURL('/login?lang=de&tenantId=000002');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'second');
});

test('links and the history move between screens without a page load', async ({ page }) => {
  await page.goto('/login');
  // Hydrated: the router handles the links from now on (before, they are plain links).
  await expect(page.getByLabel('Account')).toBeEnabled();
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
  const sameDocument = () => page.evaluate(() => document.documentElement.dataset.sameDocument);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await sameDocument()).toBe('yes');
});

test("logout's Cancel goes back to the screen the visitor came from", async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('Do you want to log out?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // Back, not a new entry: the confirmation is still ahead in the history.
  await page.goForward();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByText('Do you want to log out?')).toBeVisible();
});

test('a language picked in the dropdown survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('the lang parameter and the browser language choose the language when nothing is saved', async ({
  browser,
}) => {
  const zhBrowser = await browser.newContext({ locale: 'zh-CN' });
  const page = await zhBrowser.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.goto('/login?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await zhBrowser.close();
});

test('the background image shows from 630 px and is plain white below', async ({ page }) => {
  const background = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { image: style.backgroundImage, color: style.backgroundColor };
    });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  expect((await background()).image).toContain('url(');
  await page.setViewportSize({ width: 400, height: 800 });
  expect(await background()).toEqual({ image: 'none', color: 'rgb(255, 255, 255)' });
});

test('the loading overlay shows while a request runs and closes after it', async ({ page }) => {
  await page.goto('/register');
  await page.route('**/register/email/code', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByLabel('Email').fill(`slow-${Date.now()}@example.com`);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 10_000 });
});

test('opening /login shows no loading overlay for the calls it makes by itself (issue 37)', async ({
  page,
}) => {
  // Every overlay ever put on the page, however briefly.
  await page.addInitScript(() => {
    const seen = { overlay: false };
    (window as unknown as { overlaySeen: typeof seen }).overlaySeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-overlay"]')) seen.overlay = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The screen's own calls (the request key, the passkey autofill's options) take their time.
  const own: string[] = [];
  await page.route(/\/(publickey|passkey\/options)$/, async (route) => {
    own.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByLabel('Account')).toBeVisible();
  await expect.poll(() => own.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      () => (window as unknown as { overlaySeen: { overlay: boolean } }).overlaySeen.overlay,
    ),
  ).toBe(false);
});

test('the footer names the brand, and tenant 000002 selects the second brand', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Aurora. All rights reserved.');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'first');
  await page.goto('/login?tenantId=000002');
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Nova. All rights reserved.');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'second');
});

test('a 401 sends the visitor to /login carrying the stored url parameters', async ({ page }) => {
  // The demo shop's registered client (playwright.config.ts): the login screen checks it first.
  const params = `client_id=aurora-shop&redirect_url=${encodeURIComponent(`${process.env.E2E_SHOP_URL}/callback`)}`;
  await page.goto(`/home?${params}`);
  await expect(page).toHaveURL(`/login?${params}`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
