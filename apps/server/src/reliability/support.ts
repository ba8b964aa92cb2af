import type { Kysely } from 'kysely';
import { expect, inject } from 'vitest';
import type { App } from '#app.ts';
import type { DatabaseKind } from '#db/open-database.ts';
import type { Database } from '#db/schema.ts';
import { SecureClient } from '#testing/secure-client.ts';
import {
  databases,
  latestCode,
  latestCodeFor,
  paths,
  registrationBody,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** RELIABILITY_QUICK=1: each part on one database (the test command's time budget). */
    reliabilityQuick: boolean;
  }
}

/**
 * The databases a part runs on: both (PGlite, and PostgreSQL with TEST_DATABASE_URL); in the
 * quick run, the crash on PGlite and the rest on PostgreSQL when there is one.
 */
export function databasesFor(part: 'crash' | 'other'): DatabaseKind[] {
  if (!inject('reliabilityQuick')) return databases;
  return part === 'crash' ? ['pglite'] : databases.slice(-1);
}

/** Request security as in production (the default): encrypted passwords, context header, signatures. */
export const REQUIRED_SECURITY: Record<string, string> = {
  PASSWORD_ENCRYPTION: 'required',
  CONTEXT_HEADER: 'required',
  SIGNATURES: 'required',
};

/** The tables a request can write to; "the database is unchanged" compares their row counts. */
const WRITABLE_TABLES = [
  'users',
  'password_history',
  'verification_codes',
  'sessions',
  'access_tokens',
  'refresh_tokens',
  'dev_outbox',
  'login_attempts',
  'known_devices',
  'email_change_undo',
  'double_check_tickets',
  'slider_challenges',
  'legal_acceptances',
  'signature_nonces',
  'oauth_clients',
  'oidc_payloads',
] as const satisfies readonly (keyof Database)[];

export type RowCounts = Record<(typeof WRITABLE_TABLES)[number], number>;

export async function rowCounts(db: Kysely<Database>): Promise<RowCounts> {
  const counts = {} as RowCounts;
  for (const table of WRITABLE_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Registers an account by e-mail as the web app does (signed, password encrypted). */
export async function registerSecure(
  client: SecureClient,
  app: App,
  email: string,
  password = VALID_PASSWORD,
): Promise<string> {
  const sent = await client.inject({ url: paths.registerEmailCode, payload: { email } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(app, email);
  const registered = await client.inject({
    url: paths.registerEmailVerification,
    payload: registrationBody(email, code, { password }),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return (registered.json() as { data: { productId: string } }).data.productId;
}

/** The password grant as the web app sends it (query params, password encrypted). */
export function signInSecure(client: SecureClient, username: string, password = VALID_PASSWORD) {
  return client.inject({
    url: paths.token,
    query: { grant_type: 'password', username, password },
  });
}

export { latestCodeFor, SecureClient };

/** The spec's error body (DESIGN §7): a numeric code and a message, nothing else leaking. */
export function expectErrorBody(body: string, status: number): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`status ${status}: body is not JSON: ${body.slice(0, 200)}`);
  }
  expect(parsed, body.slice(0, 300)).toMatchObject({
    code: expect.any(Number),
    msg: expect.any(String),
  });
  const keys = Object.keys(parsed as object);
  for (const key of keys) {
    expect(['code', 'msg', 'error', 'error_description', 'retryAfterSeconds', 'data']).toContain(
      key,
    );
  }
  expect(body).not.toMatch(
    /\bat [\w.<>]+ \(|node_modules|\/src\/|stack|SELECT |INSERT |syntax error/i,
  );
}
