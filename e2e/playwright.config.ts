import { randomBytes } from 'node:crypto';
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

/**
 * A third server on PostgreSQL serves the legal-documents journeys, whose publishing tool runs
 * beside the server (the embedded database admits one process only). It needs TEST_DATABASE_URL,
 * which the test command always sets (scripts/ensure-test-env.sh starts PostgreSQL).
 */
const legalPort = port + 2;
const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
if (adminDatabaseUrl) {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/ac_e2e_${randomBytes(6).toString('hex')}`;
  process.env.E2E_LEGAL_DATABASE_URL ??= url.href;
  process.env.E2E_LEGAL_URL = `http://localhost:${legalPort}`;
}

function server(
  serverPort: number,
  dataDir: string,
  env: Record<string, string> = {},
  command = 'node apps/server/dist/main.js',
) {
  return {
    command,
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
    ...(adminDatabaseUrl && process.env.E2E_LEGAL_DATABASE_URL
      ? [
          server(
            legalPort,
            join(process.env.E2E_DATA_DIR, 'legal'),
            {
              DATABASE_URL: process.env.E2E_LEGAL_DATABASE_URL,
              E2E_ADMIN_DATABASE_URL: adminDatabaseUrl,
            },
            'node e2e/create-database.mjs && node apps/server/dist/main.js',
          ),
        ]
      : []),
    server(shortTokenPort, join(process.env.E2E_DATA_DIR, 'short-token'), {
      ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS,
    }),
  ],
});
