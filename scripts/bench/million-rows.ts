// Issue 38 goal 3 ("flat at a million"): the bulk seed of the `million` scenario, in SQL
// (generate_series), on a database the server's own migrations created. Sized by one number, the
// accounts: N accounts, 10 × N activity rows, 2 × N sessions (each with one access and one refresh
// token), so the same code runs at 1,000 and at 1,000,000. The first 1,000 accounts are seeded by
// bench.ts through the server's own `UserRepo` and argon2id code; these rows copy their shape and
// their password hash (a real argon2id hash of the benchmark's password: every account signs in).
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** Activity rows and sessions per account (10,000,000 and 2,000,000 at a million). */
export const ACTIVITY_PER_ACCOUNT = 10;
export const SESSIONS_PER_ACCOUNT = 2;

/**
 * The seeded shares: 2 % of the activity rows are past ACTIVITY_RETENTION_DAYS (180) and 5 % of the
 * sessions ended more than RETENTION_ENDED_SESSION_DAYS (30) ago with tokens expired as long, so
 * the retention purge has rows to delete in proportion to the size; 15 % of the sessions are
 * revoked recently (kept), the rest live.
 */
const EXPIRED_ACTIVITY_SHARE = 0.02;
const ENDED_SESSION_SHARE = 0.05;

export interface MillionSeed {
  accounts: number;
  activity: number;
  sessions: number;
  seconds: number;
  databaseSize: string;
}

/** Indexes that back no constraint of `table`: dropped for the bulk load, built again after it. */
async function plainIndexes(
  client: pg.Client,
  table: string,
): Promise<{ name: string; def: string }[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  return rows;
}

/**
 * Adds accounts `from`..`accounts - 1` (e-mail `bench-<i>@example.com`, product ID 5000000000 + i,
 * the tenant and hash of account 0), then the activity rows and sessions of all accounts.
 */
export async function seedMillion(
  client: pg.Client,
  accounts: number,
  from: number,
  tenant: string,
  clientId: string,
): Promise<MillionSeed> {
  const started = performance.now();
  await client.query('SET synchronous_commit = off');
  await client.query("SET maintenance_work_mem = '512MB'");
  const { rows: model } = await client.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE tenant_id = $1 ORDER BY product_id LIMIT 1',
    [tenant],
  );
  const hash = model[0]?.password_hash;
  if (hash === undefined) throw new Error('million: no seeded account to copy');

  // Accounts: with their unique constraints in place (the same checks the server relies on).
  const chunk = 200_000;
  for (let start = from; start < accounts; start += chunk) {
    const end = Math.min(accounts, start + chunk) - 1;
    await client.query(
      `INSERT INTO users (tenant_id, product_id, email, password_hash, country, birth_date, language,
                          agreement_accepted_at, created_at)
       SELECT $1, (5000000000 + i)::text, 'bench-' || i || '@example.com', $2, 'DE',
              date '1970-01-01' + (i % 15000), 'en', now() - make_interval(days => i % 700),
              now() - make_interval(days => i % 700)
         FROM generate_series($3::int, $4::int) AS i`,
      [tenant, hash, start, end],
    );
  }
  await client.query('ANALYZE users');

  const tables = ['activity_events', 'sessions', 'access_tokens', 'refresh_tokens'];
  const dropped: { name: string; def: string }[] = [];
  for (const table of tables) dropped.push(...(await plainIndexes(client, table)));
  for (const index of dropped) await client.query(`DROP INDEX ${index.name}`);

  // Account number → id, for the rows that name their account.
  await client.query(`CREATE TEMP TABLE million_ids AS
    SELECT (product_id::bigint - 5000000000)::int AS n, id FROM users WHERE tenant_id = '${tenant}'`);
  await client.query('CREATE UNIQUE INDEX ON million_ids (n)');
  await client.query('ANALYZE million_ids');

  const types = [
    'sign-in',
    'sign-in',
    'sign-in',
    'sign-in',
    'sign-in-failed',
    'password-changed',
    'session-ended',
    'email-changed',
    'passkey-added',
    'totp-enabled',
  ];
  const typeArray = `ARRAY[${types.map((type) => `'${type}'`).join(',')}]`;
  const expiredEvery = Math.round(1 / EXPIRED_ACTIVITY_SHARE);
  // Activity: ACTIVITY_PER_ACCOUNT per account; one in `expiredEvery` past the 180-day retention.
  for (let start = 0; start < accounts; start += chunk) {
    const end = Math.min(accounts, start + chunk) - 1;
    await client.query(
      `INSERT INTO activity_events (user_id, type, ip, user_agent, connector, created_at)
       SELECT m.id, (${typeArray})[1 + (k % ${types.length})],
              '198.51.100.' || (k % 250), 'Mozilla/5.0 (X11; Linux x86_64) Firefox/13' || (k % 10), NULL,
              CASE WHEN (m.n * ${ACTIVITY_PER_ACCOUNT} + k) % ${expiredEvery} = 0
                   THEN now() - make_interval(days => 181 + (m.n + k) % 60)
                   ELSE now() - make_interval(days => (m.n + k * 17) % 179, secs => k) END
         FROM million_ids m CROSS JOIN generate_series(0, ${ACTIVITY_PER_ACCOUNT - 1}) AS k
        WHERE m.n BETWEEN $1 AND $2`,
      [start, end],
    );
  }

  // Sessions, each with one access and one refresh token (SHA-256 hex of a random value, as the
  // server stores them). s % 20 = 0: ended long ago (purgeable); s % 20 in 1..3: revoked recently;
  // the rest live (refresh token valid, access token expired or live).
  const endedEvery = Math.round(1 / ENDED_SESSION_SHARE);
  const salt = randomBytes(8).toString('hex');
  for (let start = 0; start < accounts; start += chunk) {
    const end = Math.min(accounts, start + chunk) - 1;
    await client.query(
      `CREATE TEMP TABLE million_sessions AS
       SELECT gen_random_uuid() AS id, m.id AS user_id, m.n * ${SESSIONS_PER_ACCOUNT} + k AS s
         FROM million_ids m CROSS JOIN generate_series(0, ${SESSIONS_PER_ACCOUNT - 1}) AS k
        WHERE m.n BETWEEN $1 AND $2`,
      [start, end],
    );
    await client.query(
      `INSERT INTO sessions (id, principal, user_id, client_id, created_at, authenticated_at,
                             revoked_at, revoked_reason, user_agent, ip, last_seen_at)
       SELECT id, 'user', user_id, $1,
              CASE WHEN s % ${endedEvery} = 0 THEN now() - make_interval(days => 95 + s % 30)
                   ELSE now() - make_interval(days => s % 25, secs => s % 86400) END,
              CASE WHEN s % ${endedEvery} = 0 THEN now() - make_interval(days => 95 + s % 30)
                   ELSE now() - make_interval(days => s % 25, secs => s % 86400) END,
              CASE WHEN s % ${endedEvery} BETWEEN 1 AND 3 THEN now() - make_interval(days => s % 20) END,
              CASE WHEN s % ${endedEvery} BETWEEN 1 AND 3 THEN 'sign-out' END,
              'Mozilla/5.0 (X11; Linux x86_64) Firefox/13' || (s % 10), '203.0.113.' || (s % 250),
              now() - make_interval(days => s % 25)
         FROM million_sessions`,
      [clientId],
    );
    for (const [table, kind, liveFor] of [
      ['access_tokens', 'a', "interval '2 hours'"],
      ['refresh_tokens', 'r', "interval '30 days'"],
    ] as const) {
      await client.query(
        `INSERT INTO ${table} (token_hash, session_id, expires_at, created_at)
         SELECT encode(sha256(convert_to('${salt}${kind}' || s, 'UTF8')), 'hex'), id,
                CASE WHEN s % ${endedEvery} = 0 THEN now() - make_interval(days => 60 + s % 30)
                     WHEN s % 2 = 0 THEN now() + ${liveFor} - make_interval(secs => s % 3600)
                     ELSE now() - make_interval(mins => 1 + s % 600) + ${kind === 'r' ? "interval '30 days'" : "interval '0'"} END,
                now() - make_interval(days => s % 25)
           FROM million_sessions`,
      );
    }
    await client.query('DROP TABLE million_sessions');
  }

  for (const index of dropped) await client.query(index.def);
  await client.query('DROP TABLE million_ids');
  for (const table of ['users', ...tables]) await client.query(`VACUUM ANALYZE ${table}`);
  const { rows: size } = await client.query<{ size: string }>(
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  return {
    accounts,
    activity: accounts * ACTIVITY_PER_ACCOUNT,
    sessions: accounts * SESSIONS_PER_ACCOUNT,
    seconds: (performance.now() - started) / 1000,
    databaseSize: size[0]?.size ?? 'n/a',
  };
}

/**
 * A signed-in console session (both steps done) for a new admin, shaped as
 * `SessionRepo.insertStaffSession` writes it; returns the cookie's token.
 */
export async function consoleSession(client: pg.Client, passwordHash: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO staff (email, password_hash, role, sealed_totp_secret)
     VALUES ('bench-admin@example.com', $1, 'admin', 'plain.JBSWY3DPEHPK3PXP') RETURNING id`,
    [passwordHash],
  );
  await client.query(
    `INSERT INTO sessions (principal, staff_id, client_id, token_hash, csrf_token, last_seen_at,
                           idle_expires_at, expires_at, second_factor_at)
     VALUES ('staff', $1, 'console', $2, $3, now(), now() + interval '1 day',
             now() + interval '1 day', now())`,
    [
      rows[0]?.id,
      createHash('sha256').update(token, 'utf8').digest('hex'),
      randomBytes(16).toString('hex'),
    ],
  );
  return token;
}
