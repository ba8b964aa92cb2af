import { expect, test } from './fixtures.ts';

/**
 * The Chromium every journey runs in (chromium.config.ts): the address bar's WebUI popups, which
 * headless Chromium would render in two extra renderers for each window, are not there.
 */
test('a page of a journey opens no browser UI pages beside it', async ({ browser, page }) => {
  await page.goto('/login?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  await session.detach();
  const types = targetInfos.map((target) => target.type);
  expect(types).toContain('page');
  expect(types.filter((type) => type === 'browser_ui')).toEqual([]);
});
