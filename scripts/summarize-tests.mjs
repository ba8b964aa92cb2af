// Prints one closing line over every runner's JSON report: "N passed, N failed, N skipped", and
// before it the tests that passed only on their retry (CI retries a browser test once).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
/** Vitest tests that passed on a retry: a passed test keeps the errors of its failed tries. */
const flakyTests = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const testFile of report.testResults) {
      for (const test of testFile.assertionResults) {
        if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) {
          flakyTests.push(`${relative(process.cwd(), testFile.name)} > ${test.fullName}`);
        }
      }
    }
  } else if (report.stats) {
    // Playwright.
    passed += report.stats.expected + report.stats.flaky;
    flaky += report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    throw new Error(`unknown report format: ${file}`);
  }
}
if (flakyTests.length > 0) {
  console.log(`tests that passed only on their retry (flaky): ${flakyTests.length}`);
  for (const name of flakyTests) console.log(`  ${name}`);
}
if (flaky > 0) console.log(`journeys that passed only on their retry (flaky): ${flaky}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
