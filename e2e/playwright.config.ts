import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ALL_LANGUAGES } from '@account-centre/contract';
import { defineConfig } from '@playwright/test';
import { browserTestRetries, chromiumLaunchOptions } from '../chromium.config.ts';
import { TEST_WORKERS } from '../vitest.workers.ts';
import { WEB_SERVERS_VARIABLE, type WebServer } from './web-servers.ts';

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
/** The short-token server also offers all 27 languages (the main one the default 11). */
process.env.E2E_ALL_LANGUAGES_URL = process.env.E2E_SHORT_TOKEN_URL;

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
  // Required with DATABASE_URL (decision 041); the admin tools in the journeys use the same.
  process.env.E2E_LEGAL_KEY_ENCRYPTION_SECRET ??= randomBytes(48).toString('base64url');
}

/**
 * Shop login: the demo shop (apps/shop-demo) signs its customers in through the main server, where
 * it is registered before the server starts (shop-login.test.ts).
 */
const shopPort = port + 9;
process.env.E2E_SHOP_URL = `http://localhost:${shopPort}`;
const shopSecret = randomBytes(24).toString('base64url');
const registerShop = [
  'node apps/server/dist/admin.js create-client --shop --replace --scope email',
  // `=`: a random secret may start with "-", which would read as an option.
  `--redirect-url ${process.env.E2E_SHOP_URL}/callback --secret=${shopSecret}`,
  `--post-logout-url ${process.env.E2E_SHOP_URL}/`,
  // OpenID Connect Back-Channel Logout: the shop hears of a sign-out at the account centre.
  `--backchannel-logout-url ${process.env.E2E_SHOP_URL}/backchannel-logout`,
].join(' ');
/** A second demo shop as a third-party client: its customers see the consent screen. */
const partnerPort = port + 10;
process.env.E2E_PARTNER_URL = `http://localhost:${partnerPort}`;
const partnerSecret = randomBytes(24).toString('base64url');
const registerPartner = [
  'node apps/server/dist/admin.js create-client partner-shop --replace --scope email',
  `--name "Partner Shop" --redirect-url ${process.env.E2E_PARTNER_URL}/callback`,
  `--secret=${partnerSecret} --post-logout-url ${process.env.E2E_PARTNER_URL}/`,
].join(' ');

/**
 * A browser app written with oidc-client-ts (spa-journey.test.ts): a public `spa` client on its
 * own origin, first-party (no consent), served from e2e/spa, told of sign-outs by Front-Channel
 * Logout.
 */
const spaPort = port + 12;
process.env.E2E_SPA_URL = `http://localhost:${spaPort}`;
const registerSpa = [
  'node apps/server/dist/admin.js create-client aurora-spa --replace --public --type spa',
  `--scope email --skip-consent --redirect-url ${process.env.E2E_SPA_URL}/callback.html`,
  `--post-logout-url ${process.env.E2E_SPA_URL}/`,
  // Front-Channel Logout with the session (iss, sid): the app hears of a sign-out at the centre.
  `--frontchannel-logout-url ${process.env.E2E_SPA_URL}/frontchannel-logout.html`,
  '--frontchannel-logout-session-required',
].join(' ');

/**
 * The support console's first admin on the main server (console.test.ts): the admin tool makes it
 * before the server starts (the embedded database admits one process) and what it prints once
 * (password, authenticator secret and link) is kept in the data directory for the journeys.
 */
const createConsoleAdmin = [
  'node apps/server/dist/admin.js create-staff',
  `console-admin-${randomBytes(6).toString('hex')}@example.com --role admin`,
  `> ${JSON.stringify(join(process.env.E2E_DATA_DIR, 'console-admin.txt'))}`,
].join(' ');

/**
 * A server whose slider asks for a proof of work (SLIDER_PROOF_OF_WORK, its default complexity):
 * slider-proof-of-work.test.ts.
 */
const proofOfWorkPort = port + 11;
process.env.E2E_PROOF_OF_WORK_URL = `http://localhost:${proofOfWorkPort}`;
/**
 * Sign-in with another provider (connectors.test.ts, decision 050): a server with one connector,
 * and the real upstream OpenID provider it uses (an oidc-provider instance with its own people).
 */
const connectorsPort = port + 3;
const upstreamPort = port + 4;
process.env.E2E_CONNECTORS_URL = `http://localhost:${connectorsPort}`;
/**
 * With TEST_DATABASE_URL the connectors' server runs on a PostgreSQL database of its own (created
 * before it starts, dropped by global-teardown): the connector journeys pass on both databases by
 * running the suite with and without it (issue 35).
 */
if (adminDatabaseUrl) {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/ac_e2e_${randomBytes(6).toString('hex')}`;
  process.env.E2E_CONNECTORS_DATABASE_URL ??= url.href;
  process.env.E2E_CONNECTORS_KEY_ENCRYPTION_SECRET ??= randomBytes(48).toString('base64url');
}
const connectorsDatabase: { env: Record<string, string>; command?: string } =
  adminDatabaseUrl && process.env.E2E_CONNECTORS_DATABASE_URL
    ? {
        env: {
          DATABASE_URL: process.env.E2E_CONNECTORS_DATABASE_URL,
          KEY_ENCRYPTION_SECRET: process.env.E2E_CONNECTORS_KEY_ENCRYPTION_SECRET ?? '',
          E2E_ADMIN_DATABASE_URL: adminDatabaseUrl,
        },
        command: 'node e2e/create-database.mjs && node apps/server/dist/main.js',
      }
    : { env: {} };
const upstreamSecret = randomBytes(24).toString('base64url');
const upstreamIssuer = `http://127.0.0.1:${upstreamPort}`;
/**
 * WeChat on the same server (connector-wechat.test.ts, decision 056): a local stand-in that
 * follows WeChat's published formats (apps/server/src/testing/wechat-stand-in.ts), not WeChat.
 */
const wechatPort = port + 5;
const wechatBase = `http://127.0.0.1:${wechatPort}`;
const wechatSecret = randomBytes(16).toString('hex');

/**
 * Stand-ins of Google, Microsoft and Apple (connector-presets.test.ts), served by the upstream
 * provider's process, each on its own port: Apple's client secret is an ES256 JWT signed with
 * the team's key, whose public half the Apple stand-in checks it with.
 */
const presetPorts = { google: port + 6, microsoft: port + 7, apple: port + 8 } as const;
const presetIssuer = (preset: keyof typeof presetPorts) =>
  `http://127.0.0.1:${presetPorts[preset]}`;
const presetSecret = randomBytes(24).toString('base64url');
const appleTeam = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const APPLE_TEAM_ID = 'E2ETEAM123';
const APPLE_KEY_ID = 'E2EKEY4567';

/**
 * How long a server may take to answer: they start together and share the cores, so each gets
 * what all of them took one after the other.
 */
const STARTUP_TIMEOUT = Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 240_000);

/**
 * A server whose config differs from the build's (all 27 languages, the first brand's own
 * colour): it renders the visitor screens itself (decision 064, prerendered-runtime.test.ts).
 */
const runtimePrerenderPort = port + 13;
process.env.E2E_RUNTIME_PRERENDER_URL = `http://localhost:${runtimePrerenderPort}`;

function shopDemo(shopDemoPort: number, env: Record<string, string>): WebServer {
  return {
    command: 'node apps/shop-demo/src/main.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://localhost:${shopDemoPort}/`,
    timeout: STARTUP_TIMEOUT,
    env: { SHOP_PORT: String(shopDemoPort), SHOP_ISSUER: baseURL, ...env },
  };
}

function server(
  serverPort: number,
  dataDir: string,
  env: Record<string, string> = {},
  command = 'node apps/server/dist/main.js',
): WebServer {
  return {
    command,
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://localhost:${serverPort}/login`,
    timeout: STARTUP_TIMEOUT,
    env: {
      PORT: String(serverPort),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1: the per-IP caps would stop the suite.
      CODE_MAX_SENDS_PER_IP_PER_HOUR: '10000',
      SLIDER_MAX_PER_IP_PER_HOUR: '10000',
      // Nor should the suite's own volume make every slide carry a growing proof of work (047).
      SLIDER_WORK_FREE_PER_IP_PER_HOUR: '10000',
      ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR: '10000',
      ...env,
    },
  };
}

/**
 * The servers the journeys use, started together by the global setup (`web-servers.ts`) before
 * the first journey and stopped after the last.
 */
const webServers: WebServer[] = [
  // The second brand's look comes from configuration (tenants.test.ts checks it is applied).
  {
    ...server(
      port,
      process.env.E2E_DATA_DIR,
      // The demo shop's back-channel URL is on localhost (decision 051), and so are the webhook
      // receivers of console-apps.test.ts (decision 054).
      {
        SECOND_BRAND_PRIMARY_COLOR: '#1d6b3a',
        BACKCHANNEL_LOGOUT_PRIVATE: 'true',
        WEBHOOK_PRIVATE_TARGETS: 'true',
      },
      `${registerShop} && ${registerPartner} && ${registerSpa} && ${createConsoleAdmin} && node apps/server/dist/main.js`,
    ),
    // Three admin commands open the embedded database before the server starts.
    timeout: STARTUP_TIMEOUT,
  },
  shopDemo(shopPort, { SHOP_CLIENT_SECRET: shopSecret }),
  {
    command: 'node e2e/spa/spa-server.mjs',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${process.env.E2E_SPA_URL}/`,
    timeout: STARTUP_TIMEOUT,
    env: { SPA_PORT: String(spaPort), SPA_AUTHORITY: baseURL, SPA_CLIENT_ID: 'aurora-spa' },
  },
  shopDemo(partnerPort, {
    SHOP_CLIENT_ID: 'partner-shop',
    SHOP_CLIENT_SECRET: partnerSecret,
    SHOP_NAME: 'Partner Shop',
  }),
  ...(adminDatabaseUrl && process.env.E2E_LEGAL_DATABASE_URL
    ? [
        server(
          legalPort,
          join(process.env.E2E_DATA_DIR, 'legal'),
          {
            DATABASE_URL: process.env.E2E_LEGAL_DATABASE_URL,
            KEY_ENCRYPTION_SECRET: process.env.E2E_LEGAL_KEY_ENCRYPTION_SECRET ?? '',
            E2E_ADMIN_DATABASE_URL: adminDatabaseUrl,
            // The US region of the short-token server's web app (regions.test.ts).
            CORS_ORIGINS: `http://localhost:${shortTokenPort}`,
            // The webhook receivers of console-apps.test.ts listen on 127.0.0.1 (decision 054).
            WEBHOOK_PRIVATE_TARGETS: 'true',
          },
          'node e2e/create-database.mjs && node apps/server/dist/main.js',
        ),
      ]
    : []),
  {
    command: 'node apps/server/src/testing/upstream-provider-main.ts',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${upstreamIssuer}/.well-known/openid-configuration`,
    timeout: STARTUP_TIMEOUT,
    env: {
      UPSTREAM_PORT: String(upstreamPort),
      UPSTREAM_REDIRECT_URI: `${process.env.E2E_CONNECTORS_URL}/connect/callback`,
      UPSTREAM_CLIENT_ID: 'account-centre',
      UPSTREAM_CLIENT_SECRET: upstreamSecret,
      UPSTREAM_GOOGLE_PORT: String(presetPorts.google),
      UPSTREAM_MICROSOFT_PORT: String(presetPorts.microsoft),
      UPSTREAM_APPLE_PORT: String(presetPorts.apple),
      UPSTREAM_PRESET_CLIENT_SECRET: presetSecret,
      UPSTREAM_APPLE_TEAM_ID: APPLE_TEAM_ID,
      UPSTREAM_APPLE_KEY_ID: APPLE_KEY_ID,
      UPSTREAM_APPLE_PUBLIC_KEY: appleTeam.publicKey
        .export({ type: 'spki', format: 'pem' })
        .toString(),
    },
  },
  {
    command: 'node apps/server/src/testing/wechat-stand-in-main.ts',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${wechatBase}/connect/qrconnect`,
    timeout: STARTUP_TIMEOUT,
    env: {
      WECHAT_PORT: String(wechatPort),
      WECHAT_APP_ID: 'wx-e2e-app',
      WECHAT_APP_SECRET: wechatSecret,
    },
  },
  server(
    connectorsPort,
    join(process.env.E2E_DATA_DIR, 'connectors'),
    {
      ...connectorsDatabase.env,
      CONNECTORS: JSON.stringify([
        {
          slug: 'upstream',
          name: 'Upstream ID',
          issuer: upstreamIssuer,
          clientId: 'account-centre',
          clientSecret: upstreamSecret,
        },
        {
          slug: 'wechat',
          kind: 'wechat',
          name: 'WeChat',
          issuer: wechatBase,
          apiBase: wechatBase,
          clientId: 'wx-e2e-app',
          clientSecret: wechatSecret,
          // Everywhere (the journeys' country is not CN).
          countries: [],
        },
        ...(['google', 'microsoft'] as const).map((preset) => ({
          slug: preset,
          kind: preset,
          name: preset === 'google' ? 'Google' : 'Microsoft',
          issuer: presetIssuer(preset),
          clientId: `${preset}-client`,
          clientSecret: presetSecret,
        })),
        {
          slug: 'apple',
          kind: 'apple',
          name: 'Apple',
          issuer: presetIssuer('apple'),
          clientId: 'apple-client',
          clientSecret: appleTeam.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          teamId: APPLE_TEAM_ID,
          keyId: APPLE_KEY_ID,
        },
      ]),
    },
    connectorsDatabase.command,
  ),
  server(proofOfWorkPort, join(process.env.E2E_DATA_DIR, 'proof-of-work'), {
    SLIDER_PROOF_OF_WORK: 'true',
  }),
  server(runtimePrerenderPort, join(process.env.E2E_DATA_DIR, 'runtime-prerender'), {
    APP_LANGUAGES: ALL_LANGUAGES.join(','),
    FIRST_BRAND_PRIMARY_COLOR: '#6a1b9a',
  }),
  server(shortTokenPort, join(process.env.E2E_DATA_DIR, 'short-token'), {
    ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS,
    APP_LANGUAGES: ALL_LANGUAGES.join(','),
    // Its United States visitors are served by the PostgreSQL server (regions.test.ts).
    ...(process.env.E2E_LEGAL_URL
      ? { REGION_API_BASE_URLS: `us=${process.env.E2E_LEGAL_URL}` }
      : {}),
  }),
];
process.env[WEB_SERVERS_VARIABLE] = JSON.stringify(webServers);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  retries: browserTestRetries,
  // One journey more than there are cores, the count the Vitest files use: a journey spends part
  // of its time waiting (an authenticator's next time step, a token's expiry, a server's reload),
  // and a third journey on 2 cores fills that. The whole stage on 2 cores, one sitting
  // (2026-11-29 11:58–12:24): 2 workers 568 s (CPU idle 25 %), 3 workers 463 s (12 %), 4 workers
  // 488 s (2 %); BENCHMARKS.md.
  workers: TEST_WORKERS,
  // A limit that catches a hung journey, not a slow one (speed is the benchmarks' business): with
  // three journeys on 2 cores, the longest one without its own limit took 55 s on a mid-speed
  // host, and a slow host takes up to 1.7 times as long.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    // A trace is recorded on a journey's retry only (CI retries a failed journey once, so a real
    // failure leaves one): recording every journey's screencast and snapshots cost a quarter of
    // the stage's time on 2 cores (accessibility and keyboard journeys: 178 s traced, 131 s not;
    // BENCHMARKS.md). Locally, `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
});
