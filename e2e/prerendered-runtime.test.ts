import { expect, test } from './fixtures.ts';

// Decision 064: a server whose config differs from the build's (all 27 languages, the first
// brand's own colour: playwright.config.ts) renders the visitor screens itself, from the web
// build's render bundle, for every configured language; the app hydrates them.

const runtimeServer = process.env.E2E_RUNTIME_PRERENDER_URL ?? '';
test.use({ baseURL: runtimeServer });

const forms = [
  { lang: 'de', dir: 'ltr', title: 'Anmelden' },
  { lang: 'ar', dir: 'rtl', title: 'تسجيل الدخول' },
  { lang: 'zh', dir: 'ltr', title: '登录' },
] as const;

for (const { lang, dir, title } of forms) {
  test(`the HTML of /login?lang=${lang} is the ${lang} login form, rendered by the server`, async ({
    request,
  }) => {
    // A render not done within the server's wait (a loaded machine) gets the shell once; the
    // page is kept when it is done.
    let html = '';
    await expect
      .poll(
        async () => {
          const response = await request.get(`/login?lang=${lang}`, {
            headers: { accept: 'text/html' },
          });
          html = await response.text();
          return response.status() === 200 && html.includes('class="page-panel__title"');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(html).toContain(`<html lang="${lang}" dir="${dir}" data-brand="first">`);
    // localhost: the host default country is China (spec §4).
    expect(html).toContain(`<div id="root" data-page-key="/login first ${lang} CN `);
    expect(html).toContain(`<h1 id="page-title" class="page-panel__title">${title}</h1>`);
    expect(html).toContain('name="account"');
    expect(html).toContain('name="password"');
    // The server's config is in the page the markup was rendered with (the 27 languages).
    expect(html).toContain('&quot;zh-TW&quot;');
    expect(html).not.toContain('<!--$?-->');
  });
}

test('a Chinese browser without a language in the address gets the Chinese form', async ({
  request,
}) => {
  let html = '';
  await expect
    .poll(
      async () => {
        const headers = { accept: 'text/html', 'accept-language': 'zh-CN' };
        html = await (await request.get('/register', { headers })).text();
        return html.includes('class="page-panel__title"');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(html).toContain('<html lang="zh" dir="ltr" data-brand="first">');
  expect(html).toContain('data-page-key="/register first zh CN ');
  expect(html).toContain('name="email"');
});

test('the app hydrates the Arabic /login the server rendered: same elements, right to left', async ({
  page,
  request,
}) => {
  // The server has rendered the page (it renders on first request).
  await expect
    .poll(
      async () => {
        const headers = { accept: 'text/html' };
        return (await (await request.get('/login?lang=ar', { headers })).text()).includes(
          'class="page-panel__title"',
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // The app's entry waits until the page has marked the server's heading.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login?lang=ar', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' });
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('الحساب')).toBeDisabled();
  await heading.evaluate((element) => element.setAttribute('data-before-hydration', ''));
  release();

  await expect(page.getByLabel('الحساب')).toBeEnabled();
  await page.getByLabel('الحساب').fill('someone@example.com');
  await expect(page.getByLabel('الحساب')).toHaveValue('someone@example.com');
  // Hydration kept the server's element (a fresh render would have replaced it); the console
  // guard fails the test on a hydration mismatch.
  await expect(page.locator('h1[data-before-hydration]')).toHaveText('تسجيل الدخول');
  // The configured colour applies once the app runs.
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--ac-color-primary').trim(),
      ),
    )
    .toBe('#6a1b9a');
});
