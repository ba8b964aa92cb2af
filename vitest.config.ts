import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
