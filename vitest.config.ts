import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core test
    // machine, which leaves a core idle while a file waits (on PostgreSQL, a timer, Chromium). Each
    // file gets its own databases, ports and data directories, so at least two run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
