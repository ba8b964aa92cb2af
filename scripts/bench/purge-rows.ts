// The rows of the purge benchmark (issue 25): expired rows in bulk (generate_series), live and
// recently expired rows that must stay, and the check that none of those was deleted.
import type pg from 'pg';

/** The tables the benchmark fills, with the column that names a row. */
const KEYED_TABLES = {
  sessions: 'id::text',
  access_tokens: 'token_hash',
  refresh_tokens: 'token_hash',
  verification_codes: 'id::text',
  signature_nonces: 'nonce',
  slider_challenges: 'id::text',
  double_check_tickets: 'token_hash',
  rate_limit_hits: 'key',
} as const;
type KeyedTable = keyof typeof KEYED_TABLES;

/** How the expired rows spread over the tables: mostly sessions, their tokens and codes. */
export interface ExpiredRows {
  /** Ended sessions; each brings one expired refresh and one expired access token. */
  sessions: number;
  verificationCodes: number;
  signatureNonces: number;
  sliderChallenges: number;
  doubleCheckTickets: number;
  rateLimitHits: number;
}

/** `total` expired rows: 60 % sessions with their tokens, 25 % codes, the rest small tables. */
export function spreadExpiredRows(total: number): ExpiredRows {
  const sessions = Math.floor(total * 0.2);
  const signatureNonces = Math.floor(total * 0.05);
  const sliderChallenges = Math.floor(total * 0.05);
  const doubleCheckTickets = Math.floor(total * 0.025);
  const rateLimitHits = Math.floor(total * 0.025);
  const verificationCodes =
    total - 3 * sessions - signatureNonces - sliderChallenges - doubleCheckTickets - rateLimitHits;
  return {
    sessions,
    verificationCodes,
    signatureNonces,
    sliderChallenges,
    doubleCheckTickets,
    rateLimitHits,
  };
}

/** The accounts numbered 0…n-1 (a join on g % n spreads rows over them). */
const NUMBERED_USERS = `CREATE TEMP TABLE IF NOT EXISTS bench_users AS
  SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM users`;

/**
 * Rows that must stay, per table: live ones and ones expired for less than the retention (a day
 * ago, against 7 and 30 days), `perTable` of each kind; returns how many it inserted.
 */
export async function insertKeptRows(
  client: pg.Client,
  tenantId: string,
  clientId: string,
  perTable: number,
): Promise<number> {
  await client.query(NUMBERED_USERS);
  const params = [perTable, tenantId, clientId];
  // Live sessions, signed in 40 days ago and still refreshing; recently revoked ones (a day ago).
  await client.query(
    `INSERT INTO sessions (user_id, client_id, created_at, authenticated_at, revoked_at, user_agent)
     SELECT u.id, $2::text, now() - interval '40 days', now() - interval '40 days',
            CASE WHEN g % 2 = 0 THEN NULL ELSE now() - interval '1 day' END, 'bench-kept'
     FROM generate_series(1, $1::int * 2) g
     JOIN bench_users u ON u.n = g % (SELECT count(*) FROM bench_users)`,
    [perTable, clientId],
  );
  for (const table of ['refresh_tokens', 'access_tokens']) {
    await client.query(
      `INSERT INTO ${table} (token_hash, session_id, expires_at, created_at)
       SELECT md5('${table}-kept-' || s.id::text), s.id,
              CASE WHEN s.revoked_at IS NULL THEN now() + interval '1 hour' ELSE now() - interval '1 day' END,
              now() - interval '2 days'
       FROM sessions s WHERE s.user_agent = 'bench-kept'`,
    );
  }
  // Half live (expiring in the future), half expired a day ago (within the 7-day retention).
  const when = `CASE WHEN g % 2 = 0 THEN now() + interval '10 minutes' ELSE now() - interval '1 day' END`;
  await client.query(
    `INSERT INTO verification_codes (tenant_id, destination, purpose, code_hash, expires_at, client_ip, created_at)
     SELECT $2::text, 'kept-' || g || '@example.com', 'register', md5('code-kept-' || g), ${when},
            '192.0.2.' || (g % 250), now() - interval '1 day'
     FROM generate_series(1, $1::int) g`,
    params.slice(0, 2),
  );
  await client.query(
    `INSERT INTO signature_nonces (nonce, expires_at)
     SELECT md5('nonce-kept-' || g), ${when} FROM generate_series(1, $1::int) g`,
    params.slice(0, 1),
  );
  await client.query(
    `INSERT INTO slider_challenges (tenant_id, target, tolerance, client_ip, created_at, expires_at)
     SELECT $2::text, 50, 3, '192.0.2.' || (g % 250), now() - interval '1 day', ${when}
     FROM generate_series(1, $1::int) g`,
    params.slice(0, 2),
  );
  await client.query(
    `INSERT INTO double_check_tickets (token_hash, user_id, client_id, expires_at)
     SELECT md5('ticket-kept-' || g), u.id, $2::text, ${when}
     FROM generate_series(1, $1::int) g
     JOIN bench_users u ON u.n = g % (SELECT count(*) FROM bench_users)`,
    [perTable, clientId],
  );
  await client.query(
    `INSERT INTO rate_limit_hits (key, hits, expires_at)
     SELECT 'POST/kept-' || g, 3, ${when} FROM generate_series(1, $1::int) g`,
    params.slice(0, 1),
  );
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions WHERE user_agent = 'bench-kept'`,
  );
  // Per session: the session and its two tokens.
  return 3 * (rows[0]?.n ?? 0) + 5 * perTable;
}

/**
 * The expired rows, in bulk: each table in one `INSERT … SELECT … FROM generate_series`. Expired
 * 8 to 90 days ago (past the 7-day retention); sessions started 45 to 125 days ago whose tokens
 * expired 10 days (refresh) or an hour (access) after the start: past the 30-day retention.
 */
export async function insertExpiredRows(
  client: pg.Client,
  rows: ExpiredRows,
  tenantId: string,
  clientId: string,
): Promise<void> {
  await client.query(NUMBERED_USERS);
  const expired = `now() - make_interval(days => 8 + g % 83, secs => g % 86400)`;
  await client.query(
    `INSERT INTO sessions (user_id, client_id, created_at, authenticated_at, user_agent)
     SELECT u.id, $2::text, now() - make_interval(days => 45 + g % 81), now() - make_interval(days => 45 + g % 81),
            'bench-expired'
     FROM generate_series(1, $1::int) g
     JOIN bench_users u ON u.n = g % (SELECT count(*) FROM bench_users)`,
    [rows.sessions, clientId],
  );
  for (const [table, lifetime] of [
    ['refresh_tokens', "interval '10 days'"],
    ['access_tokens', "interval '1 hour'"],
  ] as const) {
    await client.query(
      `INSERT INTO ${table} (token_hash, session_id, expires_at, created_at)
       SELECT md5('${table}-expired-' || s.id::text), s.id, s.created_at + ${lifetime}, s.created_at
       FROM sessions s WHERE s.user_agent = 'bench-expired'`,
    );
  }
  await client.query(
    `INSERT INTO verification_codes (tenant_id, destination, purpose, code_hash, expires_at, client_ip, created_at)
     SELECT $2::text, 'expired-' || (g % 50000) || '@example.com', 'login', md5('code-expired-' || g),
            ${expired}, '198.51.100.' || (g % 250), ${expired} - interval '10 minutes'
     FROM generate_series(1, $1::int) g`,
    [rows.verificationCodes, tenantId],
  );
  await client.query(
    `INSERT INTO signature_nonces (nonce, expires_at)
     SELECT md5('nonce-expired-' || g), ${expired} FROM generate_series(1, $1::int) g`,
    [rows.signatureNonces],
  );
  await client.query(
    `INSERT INTO slider_challenges (tenant_id, target, tolerance, client_ip, created_at, expires_at)
     SELECT $2::text, 50, 3, '198.51.100.' || (g % 250), ${expired} - interval '2 minutes', ${expired}
     FROM generate_series(1, $1::int) g`,
    [rows.sliderChallenges, tenantId],
  );
  await client.query(
    `INSERT INTO double_check_tickets (token_hash, user_id, client_id, expires_at, created_at)
     SELECT md5('ticket-expired-' || g), u.id, $2::text, ${expired}, ${expired} - interval '10 minutes'
     FROM generate_series(1, $1::int) g
     JOIN bench_users u ON u.n = g % (SELECT count(*) FROM bench_users)`,
    [rows.doubleCheckTickets, clientId],
  );
  await client.query(
    `INSERT INTO rate_limit_hits (key, hits, expires_at)
     SELECT 'POST/expired-' || g, 7, ${expired} FROM generate_series(1, $1::int) g`,
    [rows.rateLimitHits],
  );
  // As after a bulk load in production: statistics current, so the planner sees the real tables.
  await client.query(`ANALYZE ${Object.keys(KEYED_TABLES).join(', ')}`);
}

/** Rows per filled table (the whole table). */
export async function tableCounts(client: pg.Client): Promise<Record<KeyedTable, number>> {
  const counts = {} as Record<KeyedTable, number>;
  for (const table of Object.keys(KEYED_TABLES) as KeyedTable[]) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** The keys of every row of the filled tables, at this moment, in a table `name`. */
export async function snapshot(client: pg.Client, name: string, except?: string): Promise<number> {
  const all = Object.entries(KEYED_TABLES)
    .map(([table, key]) => `SELECT '${table}'::text AS tbl, ${key} AS key FROM ${table}`)
    .join(' UNION ALL ');
  await client.query(
    `CREATE TABLE ${name} AS ${all}${except === undefined ? '' : ` EXCEPT SELECT tbl, key FROM ${except}`}`,
  );
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
  return rows[0]?.n ?? 0;
}

/** Rows of a snapshot that are still there (`present`) or gone (`gone`). */
export async function snapshotRows(
  client: pg.Client,
  name: string,
): Promise<{ present: number; gone: number }> {
  let present = 0;
  let gone = 0;
  for (const [table, key] of Object.entries(KEYED_TABLES)) {
    const { rows } = await client.query<{ present: number; gone: number }>(
      `SELECT count(*) FILTER (WHERE t.tbl IS NOT NULL)::int AS present,
              count(*) FILTER (WHERE t.tbl IS NULL)::int AS gone
       FROM ${name} k
       LEFT JOIN (SELECT '${table}'::text AS tbl, ${key} AS key FROM ${table}) t ON t.key = k.key
       WHERE k.tbl = $1`,
      [table],
    );
    present += rows[0]?.present ?? 0;
    gone += rows[0]?.gone ?? 0;
  }
  return { present, gone };
}
