import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { renderRoute } from '#testing/render-route.tsx';

describe('PagePanel', () => {
  test("names the screen in its h1 and in the document's title, before the app name", async () => {
    await renderRoute(
      <PagePanel title="Log in">
        <p>content</p>
      </PagePanel>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect.poll(() => document.title).toBe('Log in · Aurora Account Centre');
    // In <head>, not inside the page.
    expect(document.body.querySelector('title')).toBeNull();
  });
});
