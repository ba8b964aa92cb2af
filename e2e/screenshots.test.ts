import { ar } from '../apps/web/src/i18n/locales/ar/index.ts';
import { de } from '../apps/web/src/i18n/locales/de/index.ts';
import { en } from '../apps/web/src/i18n/locales/en/index.ts';
import { ru } from '../apps/web/src/i18n/locales/ru/index.ts';
import type { Page } from '@playwright/test';
import { acceptAgreement, expect, PASSWORD, solveSlider, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

/**
 * Issue 37, decision 053: every screen in English, German, Russian and Arabic (right to left), on a
 * phone (390×844) and a desktop width, compared with the reviewed baselines beside this file
 * (`screenshots.test.ts-snapshots/`). Run with `--update-snapshots` after an intended change of
 * the look, and look at every changed picture before committing it. What changes from run to run
 * (the address and product ID, times, devices, the footer's year) is masked; animations are off;
 * the tolerance absorbs anti-aliasing, not a moved or cut text. The Noto fonts (CJK included) are
 * installed by scripts/ensure-test-env.sh so that every machine draws the same glyphs.
 */
type Texts = typeof en;

/** Arabic is not among the 11 offered by default: its screens come from the all-languages server. */
const allLanguages = process.env.E2E_ALL_LANGUAGES_URL ?? '';
const languages: { lang: string; texts: Texts }[] = [
  { lang: 'en', texts: en },
  { lang: 'de', texts: de },
  { lang: 'ru', texts: ru },
  { lang: 'ar', texts: ar },
];
const sizes = [
  { size: 'phone', viewport: { width: 390, height: 844 } },
  { size: 'desktop', viewport: { width: 1280, height: 900 } },
];

/** What differs between runs: masked in every picture. */
const masks = (page: Page) => [
  page.locator('.account-header__name'),
  page.locator('.account-header__avatar'),
  // The profile's values (address, product ID), each device's and event's time and address.
  page.locator('dd.item-row__detail'),
  page.locator('[data-testid="device"] .item-row__detail'),
  page.locator('[data-testid="activity-event"] .item-row__detail'),
  page.locator('time'),
  page.locator('.site-footer'),
];

/** The screen has its heading, no call is pending and the overlay and toasts are gone. */
async function settled(page: Page, heading: string, level = 1): Promise<void> {
  await expect(page.getByRole('heading', { level, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const { lang, texts } of languages) {
  for (const { size, viewport } of sizes) {
    test.describe(`${lang} on a ${size}`, () => {
      if (lang === 'ar') test.use({ baseURL: allLanguages });
      test.use({ viewport });

      test(`every screen matches its reviewed baseline: ${lang}, ${size}`, async ({ page }) => {
        // Some fifteen screens, each compared until two captures agree.
        test.setTimeout(480_000);
        const shot = async (name: string) =>
          expect(page).toHaveScreenshot(`${lang}-${size}-${name}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            mask: masks(page),
            maxDiffPixelRatio: 0.01,
            threshold: 0.25,
          });
        const email = uniqueEmail();
        await registerThroughApi(page.request, email);

        // The visitor screens.
        await page.goto(`/login?lang=${lang}`);
        await settled(page, texts.auth.title);
        await shot('login');
        await page.goto(`/register?lang=${lang}`);
        await settled(page, texts.register.title);
        await shot('register');
        await page.goto(`/reset?lang=${lang}`);
        await settled(page, texts.password.resetTitle);
        await shot('reset');

        // Signed in (in English, the helpers' language), then every signed-in screen.
        await page.goto('/login?lang=en');
        await page.getByLabel('Account').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await acceptAgreement(page);
        await solveSlider(page);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page).toHaveURL(/\/home$/);

        await page.goto(`/home?lang=${lang}`);
        await settled(page, texts.account.title);
        await expect(page.getByText(texts.home.glanceOff, { exact: true })).toBeVisible();
        await shot('home');
        const sections = [
          ['profile', texts.home.sectionProfile],
          ['security', texts.home.sectionSecurity],
          ['devices', texts.home.sectionDevices],
          ['apps', texts.home.sectionApps],
          ['activity', texts.home.sectionActivity],
          ['agreements', texts.home.sectionAgreements],
          ['privacy', texts.home.sectionPrivacy],
        ] as const;
        for (const [id, name] of sections) {
          await page.goto(`/home/${id}?lang=${lang}`);
          await settled(page, name, 2);
          await shot(`home-${id}`);
        }
        await page.goto(`/changePassword?lang=${lang}`);
        await settled(page, texts.password.changeTitle);
        await shot('change-password');
        await page.goto(`/changeMailBox?lang=${lang}`);
        await settled(page, texts.emailChange.title);
        await shot('change-email');
      });
    });
  }
}
