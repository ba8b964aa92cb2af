import { defineProject } from 'vitest/config';

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
  },
});
