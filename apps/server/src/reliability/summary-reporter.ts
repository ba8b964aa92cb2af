import { basename } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface Row {
  area: string;
  test: string;
  result: string;
  ms: string;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** Prints one table after the run: area (file), test, result and duration. */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: Row[] = [];
    for (const testModule of testModules) {
      const area = basename(testModule.moduleId).replace(/\.reliability\.ts$/, '');
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        rows.push({
          area,
          test: testCase.fullName,
          result: state === 'passed' ? 'pass' : state === 'failed' ? 'FAIL' : state,
          ms: String(Math.round(testCase.diagnostic()?.duration ?? 0)),
        });
      }
    }
    const header: Row = { area: 'area', test: 'test', result: 'result', ms: 'ms' };
    const all = [header, ...rows];
    const width = (key: keyof Row) => Math.max(...all.map((row) => row[key].length));
    const widths = {
      area: width('area'),
      test: width('test'),
      result: width('result'),
      ms: width('ms'),
    };
    const line = (row: Row) =>
      `| ${pad(row.area, widths.area)} | ${pad(row.test, widths.test)} | ${pad(row.result, widths.result)} | ${row.ms.padStart(widths.ms)} |`;
    const rule = `|${'-'.repeat(widths.area + 2)}|${'-'.repeat(widths.test + 2)}|${'-'.repeat(widths.result + 2)}|${'-'.repeat(widths.ms + 2)}|`;
    const failed = rows.filter((row) => row.result === 'FAIL').length;
    const passed = rows.filter((row) => row.result === 'pass').length;
    const out = [
      '',
      'Reliability summary',
      line(header),
      rule,
      ...rows.map(line),
      '',
      `${passed} passed, ${failed} failed, ${rows.length - passed - failed} other`,
      '',
    ];
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
