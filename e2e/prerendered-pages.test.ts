import { expect, test } from './fixtures.ts';

// Decision 024: the visitor screens arrive as HTML, in the brand and the language of the visit,
// and the app hydrates that markup instead of replacing it.

test('without JavaScript, /login is the rendered form in the brand and language of the visit', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page).toHaveTitle('Anmelden · Aurora-Kontocenter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('Konto')).toBeVisible();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Land/Region')).toBeVisible();
  // Nothing can be typed that hydration would drop; the links work without JavaScript.
  await expect(page.getByLabel('Konto')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
    'href',
    '/register',
  );

  // The second brand, in Russian: its own wording of the title.
  const ru = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
  const second = await ru.newPage();
  await second.goto('/login?tenantId=000002');
  await expect(second).toHaveTitle('Вход · Личный кабинет Nova');
  await expect(second.locator('html')).toHaveAttribute('data-brand', 'second');
  await expect(second.getByLabel('Аккаунт')).toBeVisible();
  await expect(second.getByLabel('Пароль', { exact: true })).toBeVisible();
  await context.close();
  await ru.close();
});

test('the app hydrates the prerendered /login: the same elements, enabled once it runs', async ({
  page,
}) => {
  // The app's entry waits until the page has marked the prerendered heading.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Account')).toBeDisabled();
  await heading.evaluate((element) => element.setAttribute('data-before-hydration', ''));
  release();

  await expect(page.getByLabel('Account')).toBeEnabled();
  await page.getByLabel('Account').fill('someone@example.com');
  await expect(page.getByLabel('Account')).toHaveValue('someone@example.com');
  // Hydration kept the server's element (a fresh render would have replaced it); the console
  // guard fails the test on a hydration mismatch.
  await expect(page.locator('h1[data-before-hydration]')).toHaveText('Log in');
  await expect(page).toHaveTitle('Log in · Aurora Account Centre');
  expect(await page.locator('title').count()).toBe(1);
});
