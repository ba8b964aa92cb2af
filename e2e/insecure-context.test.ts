import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.config.ts';
import { de } from '../apps/web/src/i18n/locales/de/index.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 21: served over plain http under a name other than localhost, the browser gives the page
 * no Web Crypto (not a secure context). The name `account.test` is mapped to this machine, as an
 * intranet host or a test domain would be.
 */
test('over plain http on another host name, a localized page says https is needed', async ({
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port;
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--host-resolver-rules=MAP account.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await page.goto(`http://account.test:${port}/login?lang=de`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await expect(
      page.getByRole('heading', { level: 1, name: de.common.insecureContextTitle }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(de.common.insecureContextText);
    // No form that could not work, and no call that would fail.
    await expect(page.getByLabel(de.auth.accountLabel)).toHaveCount(0);
    expect(calls).toEqual([]);
  } finally {
    await browser.close();
  }
});
