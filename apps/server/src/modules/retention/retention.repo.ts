import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '#db/open-database.ts';
import type { Database } from '#db/schema.ts';

/** How long rows are kept after they stop mattering (RETENTION_* variables). */
export interface RetentionPeriods {
  /** Expired or used codes, tokens, tickets, challenges, nonces, probe answers, undo links, and the
   * OpenID provider's expired records (codes, sessions, grants, interactions). */
  expiredDays: number;
  /** Sessions once revoked, or once every token of theirs has expired; console sessions once
   * ended or past their absolute lifetime. */
  endedSessionDays: number;
  /** An account's security events (ACTIVITY_RETENTION_DAYS). */
  activityDays: number;
  /** Sent or expired messages of the queue (decision 044). */
  sentMessageDays: number;
  /** Dead letters of the queue, counted from the last try. */
  deadMessageDays: number;
}

/** The tables the purge cleans, in the order it cleans them (tokens before their sessions). */
export const PURGED_TABLES = [
  'verification_codes',
  'access_tokens',
  'refresh_tokens',
  'double_check_tickets',
  'slider_challenges',
  'signature_nonces',
  'account_probe_answers',
  'oidc_payloads',
  'email_change_undo',
  'rate_limit_hits',
  'sign_in_throttles',
  'second_factor_tickets',
  'webauthn_challenges',
  'activity_events',
  'sessions',
  'messages',
  'webhook_attempts',
] as const;
export type PurgedTable = (typeof PURGED_TABLES)[number];

const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/**
 * Which rows of a table are dead: nothing reads them any more. Every limit that counts rows looks
 * back an hour at most (codes, slider challenges, probe answers), and the retention is at least a
 * day, so no counter loses a row it still counts. A session goes only when it has no live token
 * (its links to provider sessions go with it); a console session once ended or expired.
 */
function deadRows(table: PurgedTable, periods: RetentionPeriods): RawBuilder<unknown> {
  const expired = daysAgo(periods.expiredDays);
  const ended = daysAgo(periods.endedSessionDays);
  switch (table) {
    case 'slider_challenges':
      return sql`expires_at < ${expired} AND (ticket_expires_at IS NULL OR ticket_expires_at < ${expired})`;
    case 'account_probe_answers':
      return sql`created_at < ${expired}`;
    case 'messages':
      return sql`((status IN ('sent', 'expired') AND created_at < ${daysAgo(periods.sentMessageDays)})
        OR (status = 'dead' AND dead_at < ${daysAgo(periods.deadMessageDays)}))`;
    case 'webhook_attempts':
      // The webhook delivery log (decision 054) lives as long as a sent message's record.
      return sql`created_at < ${daysAgo(periods.sentMessageDays)}`;
    case 'activity_events':
      return sql`created_at < ${daysAgo(periods.activityDays)}`;
    case 'sessions':
      // Both principals (decision 046): a console session carries its lifetimes on the row (the
      // idle one never later than the absolute one), a user session's live in its tokens.
      return sql`created_at < ${ended}
        AND (revoked_at < ${ended}
          OR (revoked_at IS NULL AND principal = 'staff' AND idle_expires_at < ${ended})
          OR (revoked_at IS NULL AND principal = 'user'
            AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = sessions.id AND r.expires_at >= now())
            AND NOT EXISTS (SELECT 1 FROM access_tokens a WHERE a.session_id = sessions.id AND a.expires_at >= now())))`;
    default:
      return sql`expires_at < ${expired}`;
  }
}

/**
 * The column of migration 0040's index on the range of `deadRows`, for the tables that grow with
 * the accounts. The batch's search is ordered by it: with `LIMIT` alone the planner reads the whole
 * table whenever its statistics still count the rows the purge has just deleted (at a million
 * accounts, 1.5 s for each empty pass of `activity_events` after a purge of 2 % of it: the change
 * is too small for autovacuum to analyze the table again). Ordered, the index is the cheaper way to
 * the first `limit` rows whatever the statistics say, and the oldest rows go first.
 */
const INDEXED_RANGE: Partial<Record<PurgedTable, 'created_at' | 'expires_at'>> = {
  activity_events: 'created_at',
  access_tokens: 'expires_at',
  refresh_tokens: 'expires_at',
  sessions: 'created_at',
};

function orderOf(table: PurgedTable): RawBuilder<unknown> {
  const column = INDEXED_RANGE[table];
  return column === undefined ? sql`` : sql` ORDER BY ${sql.ref(column)}`;
}

/**
 * One batch of the purge: at most `limit` dead rows of `table`, found through the table's index on
 * the range of `deadRows` (migration 0040), so a batch costs the same at a thousand accounts and at
 * a million, and the pass that finds nothing reads no table.
 */
export function deleteBatchQuery(
  table: PurgedTable,
  periods: RetentionPeriods,
  limit: number,
): RawBuilder<{ deleted: number }> {
  return sql<{ deleted: number }>`
    WITH gone AS (
      DELETE FROM ${sql.table(table)}
      WHERE ctid = ANY (ARRAY(
        SELECT ctid FROM ${sql.table(table)} WHERE ${deadRows(table, periods)}${orderOf(table)} LIMIT ${limit}
      ))
      RETURNING 1
    )
    SELECT count(*)::int AS deleted FROM gone
  `;
}

/** Key of the session-level advisory lock that lets one instance purge at a time. */
const PURGE_LOCK_KEY = 7_245_002;

/** The purge's SQL: dead rows, deleted in small batches (each its own short transaction). */
export class RetentionRepo {
  readonly #db: Kysely<Database>;
  readonly #kind: DatabaseKind;

  constructor(db: Kysely<Database>, kind: DatabaseKind) {
    this.#db = db;
    this.#kind = kind;
  }

  /** Deletes at most `limit` dead rows of `table`; returns how many it deleted. */
  async deleteBatch(table: PurgedTable, periods: RetentionPeriods, limit: number): Promise<number> {
    const result = await deleteBatchQuery(table, periods, limit).execute(this.#db);
    return result.rows[0]?.deleted ?? 0;
  }

  /**
   * The embedded database's vacuum: PGlite runs PostgreSQL as one process without autovacuum, so
   * nothing else makes the space of deleted and updated rows reusable, and its files would grow
   * with every row ever written (a table filled and emptied six times was six times its size).
   * `VACUUM (ANALYZE)` of each table, one statement at a time, so that requests run between them;
   * does nothing once `signal` has aborted, and stops between tables when it does. Returns how many
   * tables it vacuumed. On PostgreSQL autovacuum does this: nothing is done (0).
   */
  async reclaimSpace(signal?: AbortSignal): Promise<number> {
    if (this.#kind !== 'pglite' || signal?.aborted) return 0;
    const { rows } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename
    `.execute(this.#db);
    let vacuumed = 0;
    for (const { name } of rows) {
      if (signal?.aborted) break;
      await sql`VACUUM (ANALYZE) ${sql.table(name)}`.execute(this.#db);
      vacuumed += 1;
    }
    return vacuumed;
  }

  /**
   * Runs `work` while holding the purge lock, or returns `undefined` at once when another instance
   * holds it. On PostgreSQL a session-level advisory lock on a connection of its own (the batches
   * use the pool, so no transaction stays open); the embedded database has one process only.
   */
  async exclusively<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.#kind === 'pglite') return work();
    return this.#db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_lock(${sql.lit(PURGE_LOCK_KEY)}) AS locked
      `.execute(connection);
      if (!rows[0]?.locked) return undefined;
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(${sql.lit(PURGE_LOCK_KEY)})`.execute(connection);
      }
    });
  }
}
