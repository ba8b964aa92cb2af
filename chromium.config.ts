/**
 * How every browser test here starts Chromium: Debian's build (no browser is downloaded), headless
 * and without background traffic (the machines have no network beyond the package registries).
 * Used by the web component tests (Vitest browser mode) and the journeys (Playwright).
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
