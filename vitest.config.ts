import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each project runs with Vitest's default of one worker fewer than the cores (one on the 2-core
    // test machine): a project's own config would have to set `maxWorkers` to change that, and the
    // projects that share a `sequence.groupOrder` must then agree on it (Vitest refuses the run
    // otherwise). The contract and server projects run without per-file isolation (one module
    // graph per worker; BENCHMARKS.md, "The test command").
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
