import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const launcher = fileURLToPath(new URL('./chromium.sh', import.meta.url));
/** Stands in for Chromium: prints each argument it gets on a line of its own. */
const directory = mkdtempSync(join(tmpdir(), 'ac-chromium-'));
const printArguments = join(directory, 'print-arguments');
writeFileSync(
  printArguments,
  '#!/bin/sh\nfor argument in "$@"; do printf \'%s\\n\' "$argument"; done\n',
);
chmodSync(printArguments, 0o755);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The arguments the launcher would start Chromium with. */
function launched(args: string[]): string[] {
  const printed = execFileSync('bash', [launcher, ...args], {
    env: { ...process.env, CHROMIUM_BINARY: printArguments },
    encoding: 'utf8',
  });
  return printed.split('\n').slice(0, -1);
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
    ).toEqual([
      '--headless',
      '--no-sandbox',
      '--user-data-dir=/tmp/profile with space',
      '--disable-features=PaintHolding,HttpsUpgrades,WebUIOmniboxPopup',
    ]);
  });

  it('passes the switches through unchanged when none disables a feature', () => {
    expect(launched(['--headless', '--remote-debugging-pipe'])).toEqual([
      '--headless',
      '--remote-debugging-pipe',
    ]);
    expect(launched([])).toEqual([]);
  });
});
