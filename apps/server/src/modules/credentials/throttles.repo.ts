import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** How many attempts a key's window lets through, and how long the window lasts. */
export interface ThrottleLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The SQL of `sign_in_throttles` (migration 0020): guessing counters by key, each with a window.
 * Every time is the database clock's `now()`, so all instances agree.
 */
export class ThrottlesRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Takes one attempt of `key` unless its window's `max` are taken: one atomic upsert, so parallel
   * claims queue on the row lock and no more than `max` of a window are ever let through. A window
   * that is over starts afresh with this attempt. False: none left.
   */
  async claim(key: string, limit: ThrottleLimit): Promise<boolean> {
    const over = sql<boolean>`sign_in_throttles.expires_at <= now()`;
    const row = await this.#db
      .insertInto('sign_in_throttles')
      .values({
        key,
        failures: 1,
        expires_at: sql<Date>`now() + make_interval(secs => ${limit.windowSeconds})`,
      })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            failures: sql<number>`CASE WHEN ${over} THEN 1 ELSE sign_in_throttles.failures + 1 END`,
            expires_at: sql<Date>`CASE WHEN ${over} THEN now() + make_interval(secs => ${limit.windowSeconds}) ELSE sign_in_throttles.expires_at END`,
          })
          .where(sql<boolean>`(${over} OR sign_in_throttles.failures < ${limit.max})`),
      )
      .returning('failures')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives back an attempt that was right (it was no guess that failed). */
  async release(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#db
      .updateTable('sign_in_throttles')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('key', 'in', keys)
      .execute();
  }

  /** Forgets the keys' attempts (a whole sign-in succeeded). */
  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#db.deleteFrom('sign_in_throttles').where('key', 'in', keys).execute();
  }

  /** The attempts taken in the key's current window (tests). */
  async failures(key: string): Promise<number> {
    const row = await this.#db
      .selectFrom('sign_in_throttles')
      .select('failures')
      .where('key', '=', key)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row?.failures ?? 0;
  }
}
