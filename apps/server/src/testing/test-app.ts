import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPaths,
  authHeaderName,
  outboxResponseSchema,
  TENANT_HEADER,
  type CodePurpose,
  type OutboxMessage,
} from '@account-centre/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '#app.ts';
import { parseConfig, type Config } from '#config/index.ts';
import { migrate } from '#db/migrate.ts';
import {
  openMemoryPglite,
  openPostgres,
  type DatabaseHandle,
  type DatabaseKind,
} from '#db/open-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for tests; empty: PGlite only. */
    testDatabaseUrl: string;
    /**
     * Files holding a PGlite data directory (tar) right after `initdb` (`empty`) and after the
     * migrations (`migrated`), made once per run by the global setup (`database-templates.ts`).
     */
    pgliteTemplates?: { empty: string; migrated: string };
    /** A migrated PostgreSQL database that test databases are copied from; empty: none. */
    postgresTemplate?: string;
  }
}

const testDatabaseUrl = inject('testDatabaseUrl');
/** Made once per run by the global setup (`database-templates.ts`); absent without it. */
const pgliteTemplates = inject('pgliteTemplates');
const postgresTemplate = inject('postgresTemplate') ?? '';

/** The PGlite data directory a suite's database is copied from (read once per test file). */
const pgliteTemplate = (() => {
  const cache = new Map<string, Promise<Blob | undefined>>();
  return (which: 'empty' | 'migrated'): Promise<Blob | undefined> => {
    const path = pgliteTemplates?.[which];
    if (!path) return Promise.resolve(undefined);
    let blob = cache.get(path);
    if (!blob) {
      blob = readFile(path).then((bytes) => new Blob([bytes]));
      cache.set(path, blob);
    }
    return blob;
  };
})();

/** The databases every suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export const BRAND = 'aurora';
export const paths = apiPaths(BRAND);
export const AUTH_HEADER = authHeaderName(BRAND);
export const CLIENT_ID = 'aurora-web';
export const CLIENT_SECRET = 'aurora-web-secret';
export const BASIC_AUTH = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

export interface TestDatabase extends DatabaseHandle {
  name: DatabaseKind;
  /** PostgreSQL: the connection URL of the new database (for server processes). */
  url?: string;
}

/**
 * A fresh, migrated database: an in-memory PGlite, or a new PostgreSQL database
 * `ac_test_<random>` created through the admin URL and dropped again by `close()`. Each is a copy
 * of the run's template (`database-templates.ts`: a PGlite data directory right after `initdb`, or
 * after the migrations; a migrated PostgreSQL database) when there is one, and `migrate` runs on
 * it all the same (applying what the template lacks, checking the checksums of what it has).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrate ?? true;
  if (kind === 'pglite') {
    const { db, writes, close } = await openMemoryPglite(
      await pgliteTemplate(migrated ? 'migrated' : 'empty'),
    );
    if (migrated) await migrate(db);
    return { db, kind, writes, close, name: kind };
  }
  const adminUrl = testDatabaseUrl;
  const name = `ac_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      migrated && postgresTemplate
        ? `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`
        : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  if (migrated) await migrate(handle.db);
  return {
    ...handle,
    name: kind,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A temporary directory that does not hold a web build (removed by the returned function). */
export function emptyDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ac-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const NO_WEB_DIST = join(tmpdir(), 'ac-test-no-web-dist');
const NO_CONSOLE_DIST = join(tmpdir(), 'ac-test-no-console-dist');

/**
 * Configuration for tests: the defaults plus the given variables, quiet, outbox on, no web build.
 * The slider is off unless a test turns it on (`SLIDER_ON`): it is tested on its own, through every
 * call it protects (`modules/slider/slider.guard.test.ts`), and other suites test their own calls.
 * Request security is `optional` likewise (the defaults are `required`): its own suites
 * (`modules/request-security/`) turn it on and send everything with `SecureClient`. The double
 * check for new devices is off too (`inject` keeps no cookies): `modules/auth/known-devices.test.ts`
 * and the double-check tests turn it on.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    LOG_LEVEL: 'silent',
    OUTBOX: 'true',
    SLIDER_REQUIRED: 'false',
    // Every test comes from one address: no work unless a test asks for it (decision 047).
    SLIDER_WORK_FREE_PER_IP_PER_HOUR: '100000',
    DOUBLE_CHECK_NEW_DEVICES: 'false',
    PASSWORD_ENCRYPTION: 'optional',
    CONTEXT_HEADER: 'optional',
    SIGNATURES: 'optional',
    WEB_DIST_DIR: NO_WEB_DIST,
    CONSOLE_DIST_DIR: NO_CONSOLE_DIST,
    DATA_DIR: join(tmpdir(), 'ac-test-unused-data-dir'),
    // No message worker unless a test starts one: first tries only, nothing polls in the background.
    MESSAGE_WORKER_INTERVAL_MS: '0',
    ...env,
  });
}

export interface TestApp {
  app: App;
  /** The lines the dev outbox printed. */
  printed: string[];
}

export async function createTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'db'>> = {},
): Promise<TestApp> {
  const printed: string[] = [];
  const app = await buildApp({
    config: testConfig(env),
    db: db.db,
    writes: db.writes,
    print: (line) => printed.push(line),
    ...options,
  });
  await app.ready();
  return { app, printed };
}

let counter = 0;
/**
 * A unique e-mail address for one test (databases are shared by the tests of a file): the time in
 * ms, a counter of one character and 3 random bytes. The counter stays one character however many
 * addresses a worker makes (a module graph shared by several files, `isolate: false`), so that an
 * address never grows past EMAIL_MAX_LENGTH (45) with a long tag.
 */
export function uniqueEmail(tag = 'user'): string {
  counter = (counter + 1) % 36;
  return `${tag}.${Date.now().toString(36)}${counter.toString(36)}.${randomBytes(3).toString('hex')}@example.com`;
}

export async function outboxFor(app: App, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/_dev/outbox?to=${encodeURIComponent(to)}`,
  });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return outboxResponseSchema.parse(response.json());
}

/** The newest code the outbox holds for `to` (notices, which carry none, are skipped). */
export async function latestCode(app: App, to: string): Promise<string> {
  const message = (await outboxFor(app, to)).find((candidate) => candidate.code !== '');
  if (!message) throw new Error(`no code for ${to}`);
  return message.code;
}

export const VALID_PASSWORD = 'Vacuum-Dock42';

/**
 * Sets the spec's per-account flag (`double_check_required`): every password sign-in of the
 * account gets the double check, from any device.
 */
export async function flagForDoubleCheck(
  database: TestDatabase,
  account: { email: string } | { phone: string },
): Promise<void> {
  const [column, value] = 'email' in account ? ['email', account.email] : ['phone', account.phone];
  await database.db
    .updateTable('users')
    .set({ double_check_required: true })
    .where(column as 'email' | 'phone', '=', value)
    .execute();
}

/** The double check for sign-ins from new devices, on as by default (testConfig turns it off). */
export const NEW_DEVICES_ON: Record<string, string> = { DOUBLE_CHECK_NEW_DEVICES: 'true' };

/** Variables that let one test file send many codes: no resend cool-down, the hourly caps far off. */
export const UNLIMITED_CODES: Record<string, string> = {
  CODE_RESEND_COOLDOWN_SECONDS: '0',
  CODE_MAX_SENDS_PER_HOUR: '1000',
  CODE_MAX_SENDS_PER_IP_PER_HOUR: '1000',
};

export function registrationBody(email: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    code,
    password: VALID_PASSWORD,
    country: 'DE',
    birthDate: { year: 1990, month: 5, day: 17 },
    agreementAccepted: true,
    language: 'en',
    ...extra,
  };
}

/** The tenant a helper's requests are for. */
export interface TenantOption {
  /** Sent as `Tenant-Id`; without it the requests carry no such header (tenant 000000). */
  tenantId?: string;
}

/** The `Tenant-Id` header of `options`, if any. */
export function tenantHeader(options: TenantOption = {}): Record<string, string> {
  return options.tenantId === undefined ? {} : { [TENANT_HEADER]: options.tenantId };
}

/** Sends a code, reads it from the outbox and registers; returns the product ID. */
export async function registerUser(
  app: App,
  email: string,
  password = VALID_PASSWORD,
  options: TenantOption = {},
): Promise<string> {
  const headers = tenantHeader(options);
  const sent = await app.inject({
    method: 'POST',
    url: paths.registerEmailCode,
    headers,
    payload: { email },
  });
  if (sent.statusCode !== 200) throw new Error(`send code answered ${sent.body}`);
  const code = await latestCode(app, email);
  const registered = await app.inject({
    method: 'POST',
    url: paths.registerEmailVerification,
    headers,
    payload: registrationBody(email, code, { password }),
  });
  if (registered.statusCode !== 200) throw new Error(`register answered ${registered.body}`);
  return (registered.json() as { data: { productId: string } }).data.productId;
}

/** The token call with the password grant (fields as a form body), answered as it is. */
export function passwordGrant(
  app: App,
  username: string,
  password: string,
  options: TokenCallOptions = {},
) {
  return tokenCall(app, { grant_type: 'password', username, password }, options);
}

/** Signs in with the password grant (fields as a form body); returns the token answer. */
export async function signIn(
  app: App,
  username: string,
  password = VALID_PASSWORD,
  options: TenantOption = {},
) {
  const response = await passwordGrant(app, username, password, options);
  if (response.statusCode !== 200) throw new Error(`token answered ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string };
}

/** Whether an access token still opens the user info, i.e. its session is alive. */
export async function tokenWorks(
  app: App,
  accessToken: string,
  options: TenantOption = {},
): Promise<boolean> {
  const response = await app.inject({
    method: 'GET',
    url: paths.userInfo,
    headers: { [AUTH_HEADER]: accessToken, ...tenantHeader(options) },
  });
  return response.statusCode === 200;
}

/** How a test's token call is sent besides its fields. */
export interface TokenCallOptions extends TenantOption {
  /** More headers (a browser's cookie, its User-Agent, a request-security header). */
  headers?: Record<string, string>;
  /** The caller's address (inject's default: 127.0.0.1). */
  remoteAddress?: string;
}

/** The token call with any grant (fields as a form body, client authenticated), answered as it is. */
export function tokenCall(
  app: App,
  params: Record<string, string>,
  options: TokenCallOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: paths.token,
    headers: {
      authorization: BASIC_AUTH,
      'content-type': 'application/x-www-form-urlencoded',
      ...tenantHeader(options),
      ...options.headers,
    },
    payload: new URLSearchParams(params).toString(),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

/** The newest code for `purpose` the outbox holds for `to`. */
export async function latestCodeFor(app: App, to: string, purpose: CodePurpose): Promise<string> {
  const message = (await outboxFor(app, to)).find((candidate) => candidate.purpose === purpose);
  if (!message) throw new Error(`no ${purpose} code for ${to}`);
  return message.code;
}

/** A six-digit code that is not `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
