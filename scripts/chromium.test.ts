import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const launcher = fileURLToPath(new URL('./chromium.sh', import.meta.url));

/** What the launcher would start Chromium with: `/bin/echo` in Chromium's place prints it. */
function launched(args: string[]): string {
  return execFileSync('bash', [launcher, ...args], {
    env: { ...process.env, CHROMIUM_BINARY: '/bin/echo' },
    encoding: 'utf8',
  }).trim();
}

describe('the browser tests’ Chromium launcher (scripts/chromium.sh)', () => {
  it('merges every --disable-features into one, last, and keeps the other switches in order', () => {
    expect(
      launched([
        '--headless',
        '--disable-features=PaintHolding,HttpsUpgrades',
        '--no-sandbox',
        '--disable-features=WebUIOmniboxPopup',
        '--user-data-dir=/tmp/profile with space',
      ]),
    ).toBe(
      '--headless --no-sandbox --user-data-dir=/tmp/profile with space ' +
        '--disable-features=PaintHolding,HttpsUpgrades,WebUIOmniboxPopup',
    );
  });

  it('passes the switches through unchanged when none disables a feature', () => {
    expect(launched(['--headless', '--remote-debugging-pipe'])).toBe(
      '--headless --remote-debugging-pipe',
    );
    expect(launched([])).toBe('');
  });
});
