import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import {
  browserTestRetries,
  chromiumLaunchOptions,
  componentTestTimeoutMs,
} from '../../chromium.config.ts';
import { TEST_WORKERS } from '../../vitest.workers.ts';

// The console's tests run in Chromium (Vitest browser mode), like the web app's: the logic (API
// client, texts, form parsing) and the pages against a stubbed fetch.
export default defineProject({
  plugins: [react()],
  optimizeDeps: {
    // Pre-bundled up front so the first test file does not trigger a reload mid-run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'wouter',
      'wouter/memory-location',
      'i18next',
      'react-i18next',
      'zod/mini',
      'vitest-browser-react',
    ],
  },
  test: {
    name: 'console',
    testTimeout: componentTestTimeoutMs,
    retry: browserTestRetries,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // Test files side by side, each in its own page of the one Chromium (vitest.workers.ts).
    maxWorkers: TEST_WORKERS,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      screenshotDirectory: 'test-results/screenshots',
    },
  },
});
