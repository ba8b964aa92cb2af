import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Issue 10: the WCAG 2.0, 2.1 and 2.2 A and AA rules of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no finite CSS transition or animation is running (a toast sliding into the stack
 * fades its colours for ~0.4 s): axe judges the contrast of the page as it settles, not mid-fade.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Runs axe on the whole page and fails, listing rule and elements, on any violation.
 *
 * By default @axe-core/playwright runs `axe.runPartial` in each frame and then `axe.finishRun` in a
 * blank page it opens for every scan, so that cross-origin frames are covered. A page without
 * frames is scanned in place by `axe.run` (its legacy mode): the same rules on the same document,
 * in half the time (BENCHMARKS.md). Only violations are collected, as only they are asserted.
 */
export async function expectNoViolations(
  page: Page,
  testInfo: TestInfo,
  state: string,
): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  if (found.length > 0) {
    await testInfo.attach(`axe ${state}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(found, `axe violations: ${state}`).toEqual([]);
}
