import { sql, type Kysely } from 'kysely';
import { PreparedQuery } from '#db/prepared-query.ts';
import type { Database } from '#db/schema.ts';

/** The per-IP cap counts the answers of the last hour. */
export const ACCOUNT_PROBE_WINDOW_SECONDS = 60 * 60;

const windowStart = sql<Date>`now() - make_interval(secs => ${ACCOUNT_PROBE_WINDOW_SECONDS})`;

interface WindowCount {
  count: number;
  oldestLeavesInSeconds: number;
}

/**
 * The answers `clientIp` had within the window, and the seconds until the oldest of them leaves
 * it. Read before every sign-in and every other call that could answer about an account: compiled
 * once (see PreparedQuery).
 */
function windowCountQuery(db: Kysely<Database>): PreparedQuery<'clientIp', WindowCount> {
  return new PreparedQuery(['clientIp'], (p) =>
    db
      .selectFrom('account_probe_answers')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(ceil(extract(epoch from min(created_at) + make_interval(secs => ${ACCOUNT_PROBE_WINDOW_SECONDS}) - now())), 0)::int`.as(
          'oldestLeavesInSeconds',
        ),
      ])
      .where('client_ip', '=', p.clientIp)
      .where('created_at', '>', windowStart),
  );
}

/** Answers that revealed whether an account exists, per client IP; times by the database clock. */
export class AccountProbeRepo {
  readonly #db: Kysely<Database>;
  readonly #windowCount: PreparedQuery<'clientIp', WindowCount>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#windowCount = windowCountQuery(db);
  }

  /**
   * Records one more answer for `clientIp` unless it already had `max` within the window, in one
   * transaction serialised per IP (across instances too). Returns undefined when recorded, else
   * the seconds until the oldest counted answer leaves the window.
   */
  async admit(clientIp: string, max: number): Promise<number | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`account-probe:${clientIp}`}))`.execute(
        trx,
      );
      const wait = await this.#waitSeconds(trx, clientIp, max);
      if (wait !== undefined) return wait;
      await trx.deleteFrom('account_probe_answers').where('created_at', '<', windowStart).execute();
      await trx.insertInto('account_probe_answers').values({ client_ip: clientIp }).execute();
      return undefined;
    });
  }

  /**
   * The seconds until `clientIp` is under the cap again when it has had `max` answers within the
   * window; undefined while it is under the cap. Reads only.
   */
  waitSeconds(clientIp: string, max: number): Promise<number | undefined> {
    return this.#waitSeconds(this.#db, clientIp, max);
  }

  async #waitSeconds(
    executor: Kysely<Database>,
    clientIp: string,
    max: number,
  ): Promise<number | undefined> {
    const row = await this.#windowCount.executeTakeFirst(executor, { clientIp });
    // An aggregate without GROUP BY always answers one row.
    if (!row) throw new Error('account probe count: no row');
    return row.count >= max ? Math.max(1, row.oldestLeavesInSeconds) : undefined;
  }
}
