import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** Hits of one counter an instance has not yet added to the shared one. */
export interface UnsyncedHits {
  /** Route and client (IPv4 address, IPv6 /64). */
  key: string;
  hits: number;
  /** The length of a window, should this add start a new one. */
  windowMs: number;
}

/** A shared counter after an add: the hits of every instance in its window, and what is left of it. */
export interface SharedCount {
  key: string;
  hits: number;
  ttlMs: number;
}

/**
 * The outer request limit's shared counters (`rate_limit_hits`, migration 0015), one row per key
 * and window, shared by every instance on one database. Instances count in memory and add their
 * hits here in batches (modules/rate-limit/outer-limit-counters.ts, decision 042); the retention
 * purge deletes ended windows.
 */
export class RateLimitRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Adds each key's hits to its counter in one statement, starting a new window where the old one
   * has ended, and returns every counter's total and the milliseconds left of its window. Rows are
   * written in key order, so two instances adding overlapping batches cannot deadlock.
   */
  async addHits(batch: readonly UnsyncedHits[]): Promise<SharedCount[]> {
    if (batch.length === 0) return [];
    const rows = JSON.stringify(
      batch.map(({ key, hits, windowMs }) => ({ key, hits, secs: windowMs / 1000 })),
    );
    const { rows: counts } = await sql<{ key: string; hits: number; ttl: number }>`
      INSERT INTO rate_limit_hits AS r (key, hits, expires_at)
      SELECT b.key, b.hits, now() + make_interval(secs => b.secs)
      FROM jsonb_to_recordset(${rows}::jsonb) AS b(key text, hits integer, secs double precision)
      ORDER BY b.key
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.expires_at <= now() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
        expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
      RETURNING key, hits, (extract(epoch FROM r.expires_at - now()) * 1000)::int AS ttl
    `.execute(this.#db);
    return counts.map(({ key, hits, ttl }) => ({ key, hits, ttlMs: ttl }));
  }
}
