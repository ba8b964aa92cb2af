import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./summarize-tests.mjs', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'ac-summary-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A Vitest JSON report of one file whose tests ended as given (with their failed tries' errors). */
function vitestReport(tests: { title: string; status: string; failureMessages: string[] }[]) {
  const count = (status: string) => tests.filter((test) => test.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped'),
    numTodoTests: 0,
    testResults: [
      {
        name: join(process.cwd(), 'apps/web/src/example.test.tsx'),
        assertionResults: tests.map((test) => ({ ...test, fullName: `Example ${test.title}` })),
      },
    ],
  };
}

/** Runs the summary over the reports; returns what it printed and its exit code. */
function summarize(...reports: object[]) {
  const files = reports.map((report, index) => {
    const file = join(directory, `report-${index}-${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(report));
    return file;
  });
  const run = spawnSync(process.execPath, [script, ...files], { encoding: 'utf8' });
  return { printed: run.stdout, status: run.status };
}

const playwright = { stats: { expected: 3, flaky: 1, unexpected: 0, skipped: 0 } };

describe('the test command’s closing summary (scripts/summarize-tests.mjs)', () => {
  it('counts both runners and names the Vitest tests that passed only on their retry', () => {
    const { printed, status } = summarize(
      vitestReport([
        { title: 'steady', status: 'passed', failureMessages: [] },
        { title: 'on its retry', status: 'passed', failureMessages: ['Frame was detached'] },
      ]),
      playwright,
    );
    expect(printed.split('\n')).toEqual([
      'tests that passed only on their retry (flaky): 1',
      '  apps/web/src/example.test.tsx > Example on its retry',
      'journeys that passed only on their retry (flaky): 1',
      '6 passed, 0 failed, 0 skipped',
      '',
    ]);
    expect(status).toBe(0);
  });

  it('fails on a test that failed on its retry too, and when nothing passed', () => {
    const failedTwice = summarize(
      vitestReport([{ title: 'broken', status: 'failed', failureMessages: ['one', 'two'] }]),
      playwright,
    );
    expect(failedTwice.printed).toContain('4 passed, 1 failed, 0 skipped');
    expect(failedTwice.printed).not.toContain('tests that passed only on their retry');
    expect(failedTwice.status).toBe(1);
    expect(summarize(vitestReport([])).status).toBe(1);
  });
});
