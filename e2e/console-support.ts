import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import {
  CONSOLE_CSRF_HEADER,
  consoleMeResponseSchema,
  consolePaths,
  type StaffRole,
} from '@account-centre/contract';
import type { Page } from '@playwright/test';
import { TOTP, URI } from 'otpauth';
import { startNodeApp, type RunningApp } from './child-app.ts';
import { expect, uniqueEmail } from './fixtures.ts';

const repositoryRoot = resolve(import.meta.dirname, '..');

/** What `create-staff` prints once (apps/server/src/modules/admin/admin-commands.ts). */
export interface StaffCredentials {
  email: string;
  role: StaffRole;
  password: string;
  /** The authenticator app's enrolment: `otpauth://totp/…?secret=…`. */
  otpauthUri: string;
}

/** Reads the printed lines of `create-staff` (password, secret and otpauth URI). */
export function parseCreateStaffOutput(output: string): StaffCredentials {
  const created = /^staff member (\S+) \((support|admin)\) created$/m.exec(output);
  const password = /^password \(shown once\): (\S+)$/m.exec(output)?.[1];
  const secret = /^authenticator app secret: (\S+)$/m.exec(output)?.[1];
  const otpauthUri = /^otpauth URI: (\S+)$/m.exec(output)?.[1];
  if (!created?.[1] || !created[2] || !password || !secret || !otpauthUri) {
    throw new Error(`create-staff printed no credentials:\n${output}`);
  }
  // The secret printed for typing in by hand is the one the link carries.
  expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
  return { email: created[1], role: created[2] as StaffRole, password, otpauthUri };
}

/**
 * The main server's first admin: playwright.config.ts runs `create-staff` before that server
 * starts (the embedded database admits one process) and keeps what it printed in this file.
 */
export function mainServerAdmin(): StaffCredentials {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts)');
  return parseCreateStaffOutput(readFileSync(join(dir, 'console-admin.txt'), 'utf8'));
}

/**
 * A staff member made by the admin tool against a PostgreSQL database, beside the running server
 * (as an operator creates the first admin): `node apps/server/dist/admin.js create-staff`.
 */
export function createStaffByCli(databaseUrl: string, role: StaffRole): StaffCredentials {
  const email = uniqueEmail().replace('e2e-', `e2e-${role}-`);
  const output = execFileSync(
    'node',
    ['apps/server/dist/admin.js', 'create-staff', email, '--role', role],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        // The legal server's (playwright.config.ts), required with DATABASE_URL.
        KEY_ENCRYPTION_SECRET: process.env.E2E_LEGAL_KEY_ENCRYPTION_SECRET ?? '',
        OUTBOX: 'true',
      },
      stdio: 'pipe',
    },
  ).toString();
  const staff = parseCreateStaffOutput(output);
  expect(staff).toMatchObject({ email, role });
  return staff;
}

/** Where the journeys note, across workers and retries, which time step each member last used. */
function stepLedger(staff: StaffCredentials): { file: string; lock: string } {
  const dir = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'console-totp');
  mkdirSync(dir, { recursive: true });
  const name = createHash('sha256').update(staff.email).digest('hex').slice(0, 16);
  return { file: join(dir, `${name}.step`), lock: join(dir, `${name}.lock`) };
}

/** A lock older than this was left by a worker that stopped while signing in. */
const STALE_LOCK_MS = 120_000;

/** Holds a directory as a lock (mkdir is atomic) while `work` runs, in every worker process. */
async function holding<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Signs a member in with the authenticator app's code, computed from the enrolment link as an app
 * computes it, `submit` typing it and waiting until the console has taken it. The server takes
 * each time step once per member, only in increasing order, and also the next step's code (window
 * 1). So that two sign-ins of one member (later journeys, a retry, another worker) never offer the
 * same or an older step, they take turns under a lock and note the step used: a member who signed
 * in in this step gets the next step's code, a third sign-in waits for a new step.
 */
export async function withAuthenticatorCode(
  staff: StaffCredentials,
  submit: (code: string) => Promise<void>,
): Promise<void> {
  const totp = URI.parse(staff.otpauthUri);
  if (!(totp instanceof TOTP)) throw new Error('the enrolment link is not a TOTP link');
  const ledger = stepLedger(staff);
  await holding(ledger.lock, async () => {
    for (;;) {
      const now = TOTP.counter({ period: totp.period });
      const noted = existsSync(ledger.file) ? Number(readFileSync(ledger.file, 'utf8')) : NaN;
      const step = Number.isInteger(noted) && noted >= now ? noted + 1 : now;
      if (step <= now + 1) {
        // Noted before it is offered: a refused or interrupted sign-in may have used it up.
        writeFileSync(ledger.file, String(step));
        await submit(totp.generate({ timestamp: step * totp.period * 1000 }));
        return;
      }
      const remaining = TOTP.remaining({ period: totp.period });
      await new Promise((done) => setTimeout(done, remaining + 100));
    }
  });
}

/** The console's English names the journeys find its screens by (console-web brief). */
export const CONSOLE_HOME = '/console/';

/** Signs a staff member in to the console: password, then the authenticator code. */
export async function signInToConsole(page: Page, staff: StaffCredentials): Promise<void> {
  await page.goto(CONSOLE_HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Support console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await withAuthenticatorCode(staff, async (code) => {
    await page.getByLabel('Authenticator code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  });
}

/**
 * The headers of a console call "as a script in the signed-in browser would make it": the
 * session cookie goes with `page.request` (the context's cookies), the CSRF token is the one
 * `GET /console/api/me` answers.
 */
export async function consoleCsrfHeaders(page: Page): Promise<Record<string, string>> {
  const answer = await page.request.get(consolePaths.me);
  expect(answer.status()).toBe(200);
  const { data } = consoleMeResponseSchema.parse(await answer.json());
  return { [CONSOLE_CSRF_HEADER]: data.csrfToken };
}

/** A TCP port nobody listens on now (for a demo shop the journey starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** A demo shop (apps/shop-demo) the journey runs with a client made in the console. */
/**
 * Starts apps/shop-demo/src/main.js on `port` as the client `clientId` of the account centre at
 * `issuer`, and waits until it answers.
 */
export function startShopDemo(options: {
  port: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}): Promise<RunningApp> {
  return startNodeApp({
    script: 'apps/shop-demo/src/main.js',
    port: options.port,
    env: {
      SHOP_PORT: String(options.port),
      SHOP_ISSUER: options.issuer,
      SHOP_CLIENT_ID: options.clientId,
      SHOP_CLIENT_SECRET: options.clientSecret,
      SHOP_NAME: options.name,
    },
    name: 'the demo shop',
  });
}
