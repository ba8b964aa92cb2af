import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './src/reliability/summary-reporter.ts';

/**
 * The reliability and abuse suite (`npm run test:reliability`): races, crash, outage, bad input,
 * attackers, dependencies. Its files end in `.reliability.ts`, so the server project of the unit
 * run does not pick them up; one file at a time (timing and process tests on 2 shared cores).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'reliability',
    include: ['src/reliability/**/*.reliability.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // Each part's database is a copy of one migrated once per run (as in the unit run).
    globalSetup: ['src/testing/database-templates.ts'],
    reporters: ['default', new SummaryReporter()],
    // Set TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/test) to run
    // every part on PostgreSQL as well as on PGlite.
    // RELIABILITY_QUICK=1 (the test command): each part on one database only — crash on PGlite
    // (the embedded default's risk, DESIGN §6), the others on PostgreSQL when there is one.
    provide: {
      testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      reliabilityQuick: process.env.RELIABILITY_QUICK === '1',
    },
  },
});
