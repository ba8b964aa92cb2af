import { fileURLToPath } from 'node:url';

/**
 * How every browser test here starts Chromium: Debian's build (no browser is downloaded), headless
 * and without background traffic (the machines have no network beyond the package registries).
 * Used by the web component tests (Vitest browser mode) and the journeys (Playwright).
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
