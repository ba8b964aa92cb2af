import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.config.ts';

/**
 * The journeys run against the built app served by the real server, on fresh data directories.
 * A second server with access tokens that live a few seconds serves the token-refresh journeys.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const shortTokenPort = port + 1;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ac-e2e-'));
const baseURL = `http://localhost:${port}`;
/** Used by the journeys that need access tokens to expire (`test.use({ baseURL })`). */
process.env.E2E_SHORT_TOKEN_URL = `http://localhost:${shortTokenPort}`;
/** Seconds an access token lives on the short-token server. */
process.env.E2E_ACCESS_TOKEN_TTL_SECONDS = '5';

function server(serverPort: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node apps/server/dist/main.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://localhost:${serverPort}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1: the per-IP caps would stop the suite.
      CODE_MAX_SENDS_PER_IP_PER_HOUR: '10000',
      SLIDER_MAX_PER_IP_PER_HOUR: '10000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    server(port, process.env.E2E_DATA_DIR),
    server(shortTokenPort, join(process.env.E2E_DATA_DIR, 'short-token'), {
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS,
    }),
  ],
});
