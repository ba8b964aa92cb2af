import {
  expect,
  expectErrorToast,
  registerByEmail,
  signIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('each brand shows its logo and its primary colour, the second one from configuration', async ({
  page,
  browser,
}) => {
  // playwright.config.ts: SECOND_BRAND_PRIMARY_COLOR=#1d6b3a on the main server; the first brand
  // keeps its theme's colour (#0a5ca8).
  await page.goto('/login?tenantId=000002');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Nova' })).toBeVisible();
  const logIn = page.getByRole('button', { name: 'Log in' });
  await expect(logIn).toHaveCSS('background-color', 'rgb(29, 107, 58)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1d6b3a');

  const firstBrand = await browser.newContext();
  const visitor = await firstBrand.newPage();
  await visitor.goto('/login');
  await expect(visitor.getByRole('banner').getByRole('img', { name: 'Aurora' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Log in' })).toHaveCSS(
    'background-color',
    'rgb(10, 92, 168)',
  );
  await firstBrand.close();
});

test('the second brand sends Tenant-Id 000002 on every call, and its accounts are its own', async ({
  page,
  browser,
}) => {
  const tenantHeaders: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      tenantHeaders.push(request.headers()['tenant-id']);
    }
  });

  // tenantId is kept with the stored url parameters: every later screen stays in the brand.
  await page.goto('/login?tenantId=000002');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'second');
  const email = uniqueEmail();
  await registerByEmail(page, email);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'second');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Nova.');

  // Slider, codes, registration, sign-in, Home: every call named the second tenant.
  expect(tenantHeaders.length).toBeGreaterThan(5);
  expect(new Set(tenantHeaders)).toEqual(new Set(['000002']));

  // A fresh visit to the first brand: the same credentials name no account there.
  const firstBrand = await browser.newContext();
  const visitor = await firstBrand.newPage();
  await visitor.goto('/login');
  await expect(visitor.locator('html')).toHaveAttribute('data-brand', 'first');
  await signIn(visitor, email);
  await expectErrorToast(visitor, 'The requested user does NOT exist.');
  await expect(visitor).toHaveURL(/\/login/);
  await firstBrand.close();
});

test('the same address can be registered once in each brand', async ({ page, browser }) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);

  const secondBrand = await browser.newContext();
  const visitor = await secondBrand.newPage();
  await visitor.goto('/login?tenantId=000002');
  await registerByEmail(visitor, email);
  await signIn(visitor, email);
  await expect(visitor).toHaveURL(/\/home$/);
  await secondBrand.close();
});

test('an unknown tenant is refused by the server with a clear error', async ({ request }) => {
  const response = await request.post('/api/aurora-auth/slider/challenge', {
    headers: { 'Tenant-Id': '000001' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ code: 40040 });
});
