import { ar } from '../apps/web/src/i18n/locales/ar/index.ts';
import { de } from '../apps/web/src/i18n/locales/de/index.ts';
import { fr } from '../apps/web/src/i18n/locales/fr/index.ts';
import { kk } from '../apps/web/src/i18n/locales/kk/index.ts';
import { ru } from '../apps/web/src/i18n/locales/ru/index.ts';
import { ru as secondBrandRu } from '../apps/web/src/brands/second/copy/ru.ts';
import { zh } from '../apps/web/src/i18n/locales/zh/index.ts';
import type { Page, TestInfo } from '@playwright/test';
import { acceptAgreement, expect, PASSWORD, solveSlider, test, uniqueEmail } from './fixtures.ts';

type Texts = typeof de;

/** Saves a full-page screenshot in the test's output folder and lists it in the report. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
/** Arabic is not among the 11 offered by default: its journey runs where all 27 are offered. */
const allLanguages = process.env.E2E_ALL_LANGUAGES_URL ?? '';
const journeys: [tag: string, texts: Texts, dir: 'ltr' | 'rtl'][] = [
  ['zh', zh, 'ltr'],
  ['de', de, 'ltr'],
  ['ru', ru, 'ltr'],
  ['kk', kk, 'ltr'],
  ['ar', ar, 'rtl'],
];

for (const [tag, texts, dir] of journeys) {
  test(`${tag}: login, registration and an error toast in ${tag}, ${dir}`, async ({
    page,
  }, testInfo) => {
    const locales = new Set<string>();
    page.on('request', (request) => {
      const chunk = /\/assets\/locale-([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (chunk) locales.add(chunk);
    });
    await page.goto(`${tag === 'ar' ? allLanguages : ''}/login?lang=${tag}`);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1, name: texts.auth.title })).toBeVisible();
    await expect(page).toHaveTitle(
      `${texts.auth.title} · ${texts.common.appName.replace('{{brand}}', 'Aurora')}`,
    );

    // An unknown account: the spec's error, as a toast in this language.
    await page.getByLabel(texts.auth.accountLabel).fill(uniqueEmail());
    await page.getByLabel(texts.auth.passwordLabel, { exact: true }).fill(PASSWORD);
    await acceptAgreement(page, texts.legal.agreement);
    await solveSlider(page, texts.slider);
    await page.getByRole('button', { name: texts.auth.submit, exact: true }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(toast).toHaveText(texts.errors.usernameOrPasswordError);
    if (dir === 'rtl') {
      await keepScreenshot(page, testInfo, `login-${tag}.png`);
    }

    await page.getByRole('link', { name: texts.auth.registerLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.register.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: texts.register.emailMode })).toBeVisible();
    await expect(page.getByLabel(texts.register.emailLabel)).toBeVisible();
    await expect(
      page.getByRole('button', { name: texts.register.submit, exact: true }),
    ).toBeVisible();
    if (dir === 'rtl') {
      // Mirrored: the e-mail field's text still runs left to right, the slider starts at the right.
      const email = page.getByLabel(texts.register.emailLabel);
      await expect(email).toHaveCSS('direction', 'ltr');
      const track = await page.locator('.slider__track').boundingBox();
      const handle = await page.getByRole('slider').boundingBox();
      expect(
        Math.abs((track?.x ?? 0) + (track?.width ?? 0) - ((handle?.x ?? 0) + (handle?.width ?? 0))),
      ).toBeLessThan(3);
      await keepScreenshot(page, testInfo, `register-${tag}.png`);
    }
    // Only the shown language was downloaded.
    expect([...locales]).toEqual([tag]);
  });
}

test('the dropdown offers the 11 app languages by default, and all 27 when configured', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Language').locator('option')).toHaveCount(11);
  await page.goto(`${allLanguages}/login`);
  const options = page.getByLabel('Language').locator('option');
  await expect(options).toHaveCount(27);
  await expect(options.filter({ hasText: 'עברית' })).toHaveAttribute('value', 'he');
});

test('precedence: the saved choice beats ?lang, which beats the browser language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/login?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Picking a language saves it: it wins over the parameter and the browser from now on.
  await page.getByRole('combobox', { name: fr.common.languageLabel }).selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: ru.auth.title })).toBeVisible();
  await page.goto('/login?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await context.close();
});

test('the second brand speaks Russian in its own words', async ({ page }) => {
  await page.goto('/login?lang=ru&tenantId=000002');
  await expect(page).toHaveTitle(
    `${ru.auth.title} · ${(secondBrandRu.common?.appName ?? '').replace('{{brand}}', 'Nova')}`,
  );
  await expect(page.locator('footer')).toHaveText(/Nova/);
});
