import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import {
  browserTestRetries,
  chromiumLaunchOptions,
  componentTestTimeoutMs,
} from '../../chromium.config.ts';
import { TEST_WORKERS } from '../../vitest.workers.ts';
import { sonnerWithoutInjectedStyles } from './vite-plugins/sonner-without-injected-styles.ts';

export default defineProject({
  plugins: [react(), sonnerWithoutInjectedStyles()],
  optimizeDeps: {
    exclude: ['sonner'],
    // Pre-bundled up front so the first test file does not trigger a reload mid-run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'wouter',
      'wouter/memory-location',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'i18next',
      'react-i18next',
      'js-cookie',
      'zod/mini',
      'vitest-browser-react',
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    testTimeout: componentTestTimeoutMs,
    retry: browserTestRetries,
    // Test files side by side, each in its own page of the one Chromium (vitest.workers.ts).
    maxWorkers: TEST_WORKERS,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
      // Failure screenshots go to the git-ignored test-results, not beside the sources.
      screenshotDirectory: 'test-results/screenshots',
    },
  },
});
