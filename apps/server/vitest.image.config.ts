import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The container image test (`npm run test:image`, a stage of scripts/test.sh; decision 045): builds
 * the image's folder in a clean copy of the tree and starts the server from it. Its file ends in
 * `.image.ts`, so the server project of the unit run does not pick it up (minutes, a full install).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'image',
    include: ['src/image/**/*.image.ts'],
    environment: 'node',
    // On 2 shared, busy cores the install and the three builds took 14 minutes.
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
});
