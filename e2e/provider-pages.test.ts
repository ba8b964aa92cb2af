import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 37: the OpenID provider's own pages (its error page, the sign-out's step without a
 * session, the signed-out page) are the product's: its stylesheets, the brand's logo and colour,
 * the language switch and the footer; no axe violation; compared with reviewed baselines.
 */
const phone = { width: 390, height: 844 };
const errorPage = '/oidc/auth?client_id=unknown-app&response_type=code&scope=openid';

const shot = (name: string) => ({
  name,
  options: {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    threshold: 0.25,
  } as const,
});

test.describe('the provider’s pages on a phone', () => {
  test.use({ viewport: phone });

  test('the error page: styled as the product, in German, switches to Russian', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.goto(`${errorPage}&ui_locales=de`);
    const heading = page.getByRole('heading', { level: 1, name: 'Anmeldung nicht möglich' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('img', { name: 'Aurora' })).toBeVisible();
    await expect(page.getByText('© 2025 Aurora. Alle Rechte vorbehalten.')).toBeVisible();
    // The web app's stylesheet applies: its font and the panel's title style, not the browser's.
    const look = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily, bodyMargin: getComputedStyle(document.body).margin };
    });
    expect(look.font).not.toMatch(/^"?Times/);
    expect(look.bodyMargin).toBe('0px');
    await expect(page.getByRole('link', { name: 'Weiter zur normalen Anmeldung' })).toHaveAttribute(
      'href',
      '/login?lang=de',
    );
    await expectNoViolations(page, testInfo, 'error page de');
    const { name, options } = shot('provider-error-de-phone.png');
    await expect(page).toHaveScreenshot(name, options);

    // The switch: the configured languages (the default eleven here), no script needed.
    await page.getByLabel('Sprache').selectOption('ru');
    await page.getByRole('button', { name: 'Ändern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход невозможен' })).toBeVisible();
    await expect(page.getByText('© 2025 Aurora. Все права защищены.')).toBeVisible();
  });

  test('in Arabic, right to left (the server offering every language)', async ({
    page,
  }, testInfo) => {
    await page.goto(`${process.env.E2E_ALL_LANGUAGES_URL ?? ''}${errorPage}&ui_locales=ar`);
    await expect(page.getByRole('heading', { level: 1, name: 'تعذّر تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('اللغة')).toHaveValue('ar');
    await expectNoViolations(page, testInfo, 'error page ar');
    const { name, options } = shot('provider-error-ar-phone.png');
    await expect(page).toHaveScreenshot(name, options);
  });

  test('the second brand (its tenant): its logo and configured colour', async ({
    page,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'tenant-id': '000002' });
    await page.goto(`${errorPage}&ui_locales=en`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign-in not possible' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Nova' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Continue to the ordinary log-in' });
    // SECOND_BRAND_PRIMARY_COLOR #1d6b3a colours the links.
    await expect(link).toHaveCSS('color', 'rgb(29, 107, 58)');
    await expectNoViolations(page, testInfo, 'error page second brand');
    const { name, options } = shot('provider-error-second-brand-phone.png');
    await expect(page).toHaveScreenshot(name, options);
  });
});

test.describe('the sign-out without a session', () => {
  test.use({ viewport: phone, locale: 'ru-RU' });

  test('goes on by itself to the signed-out page, in Russian, never the library’s English page', async ({
    page,
  }, testInfo) => {
    await page.goto('/oidc/session/end');
    await expect(page.getByRole('heading', { level: 1, name: 'Вы вышли' })).toBeVisible();
    await expect(page.getByText('Вы вышли из аккаунта Aurora.')).toBeVisible();
    await expect(page.getByText('Submitting Callback')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Aurora' })).toBeVisible();
    await expectNoViolations(page, testInfo, 'signed out ru');
    const { name, options } = shot('provider-signed-out-ru-phone.png');
    await expect(page).toHaveScreenshot(name, options);
  });
});

test.describe('the sign-out without a session, without script', () => {
  test.use({ viewport: phone, locale: 'ru-RU', javaScriptEnabled: false });

  test('shows its step as the product’s page, with a button that goes on', async ({ page }) => {
    await page.goto('/oidc/session/end');
    await expect(page.getByRole('heading', { level: 1, name: 'Выход' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Aurora' })).toBeVisible();
    const { name, options } = shot('provider-signing-out-ru-phone.png');
    await expect(page).toHaveScreenshot(name, options);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вы вышли' })).toBeVisible();
  });
});
