import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface LockoutPolicy {
  /** Failed attempts within one window that lock the account. */
  maxFailures: number;
  windowSeconds: number;
  /** How long the lock lasts. */
  durationSeconds: number;
}

/**
 * The account lock's counter (`login_attempts`, one row per account). Every time is the database
 * clock's `now()`, so all instances agree however their own clocks drift.
 */
export class LockoutRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Counts one attempt unless the account is locked or the window's attempts are used up; `false`
   * then. One atomic upsert: parallel claims queue on the row lock and each sees the count of the
   * one before, so no more than `maxFailures` attempts of a window are ever let through. A window
   * that is over, or a lock that has ended, starts afresh with this attempt.
   */
  async claimAttempt(userId: string, policy: LockoutPolicy): Promise<boolean> {
    const startsAfresh = sql<boolean>`(
      coalesce(login_attempts.locked_until <= now(), false)
      OR login_attempts.window_started_at <= now() - make_interval(secs => ${policy.windowSeconds})
    )`;
    const row = await this.#db
      .insertInto('login_attempts')
      .values({ user_id: userId, failures: 1, window_started_at: sql<Date>`now()` })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({
            failures: sql<number>`CASE WHEN ${startsAfresh} THEN 1 ELSE login_attempts.failures + 1 END`,
            window_started_at: sql<Date>`CASE WHEN ${startsAfresh} THEN now() ELSE login_attempts.window_started_at END`,
            locked_until: null,
          })
          .where(
            sql<boolean>`(login_attempts.locked_until IS NULL OR login_attempts.locked_until <= now())
              AND (${startsAfresh} OR login_attempts.failures < ${policy.maxFailures})`,
          ),
      )
      .returning('failures')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * After a failed attempt: locks the account for the policy's duration when the window's
   * attempts are used up. A lock already set stays as it is (parallel failures do not extend it).
   */
  async lockWhenExhausted(userId: string, policy: LockoutPolicy): Promise<boolean> {
    const result = await this.#db
      .updateTable('login_attempts')
      .set({ locked_until: sql<Date>`now() + make_interval(secs => ${policy.durationSeconds})` })
      .where('user_id', '=', userId)
      .where('failures', '>=', policy.maxFailures)
      .where('locked_until', 'is', null)
      .executeTakeFirst();
    // Whether this failure locked the account.
    return result.numUpdatedRows > 0n;
  }

  /** Forgets the account's attempts and lifts its lock. */
  async clear(userId: string, executor: Kysely<Database> = this.#db): Promise<void> {
    await executor.deleteFrom('login_attempts').where('user_id', '=', userId).execute();
  }

  async isLocked(userId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('login_attempts')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('locked_until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row !== undefined;
  }
}
