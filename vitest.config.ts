import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

export default defineConfig({
  test: {
    // Every project sets the same `maxWorkers` (vitest.workers.ts); this one reaches the inline
    // scripts project. The contract and server projects run without per-file isolation (one
    // module graph per worker; BENCHMARKS.md, "The test command").
    maxWorkers: TEST_WORKERS,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/console',
      // The repository's own scripts (e.g. `npm run dev`'s proxy target).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
