import { fileURLToPath } from 'node:url';

/**
 * How every browser test here starts Chromium: Debian's build (no browser is downloaded), headless
 * and without background traffic (the machines have no network beyond the package registries).
 * Used by the web and console component tests (Vitest browser mode) and the journeys (Playwright),
 * as are the retry and limit below.
 *
 * It starts through scripts/chromium.sh, which merges every `--disable-features` into one: the
 * list here would otherwise replace Playwright's own (Chromium honours only the last).
 */
export const chromiumLaunchOptions = {
  executablePath: fileURLToPath(new URL('./scripts/chromium.sh', import.meta.url)),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Headless Chromium 156 still renders the address bar's suggestion popups (two WebUI pages, each
    // in a renderer of its own) for every window, and Playwright opens a window per page: 20
    // contexts loading /login took 25–30 s with them and 18 s without (BENCHMARKS.md).
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};

/**
 * CI: a browser test (a journey, or a web or console component test) that fails once runs once
 * more, and the test command's summary names it as flaky (scripts/summarize-tests.mjs); a real
 * failure fails twice. Locally, no retry. Seen on a slow host: Playwright's click lost a component
 * test's frame ("Frame was detached", 2026-11-29 18:40).
 */
export const browserTestRetries = process.env.CI === 'true' ? 1 : 0;

/**
 * A component test's limit in browser mode (web, console): its default is 15 s, and a page of a
 * test file that shares 2 cores with two others (vitest.workers.ts) on a slow host took 1–2 s a
 * click (2026-11-29 15:51).
 */
export const componentTestTimeoutMs = 30_000;
