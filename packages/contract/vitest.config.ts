import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  // Pure functions and schemas, no module state or mocks: one module graph per worker (isolate off)
  // ran its 250 tests in 3.6 s instead of 15.8 s (BENCHMARKS.md, "The test command").
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    maxWorkers: TEST_WORKERS,
  },
});
