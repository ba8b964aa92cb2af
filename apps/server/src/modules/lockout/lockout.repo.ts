import { sql, type Kysely, type QueryCreator } from 'kysely';
import { PreparedQuery } from '#db/prepared-query.ts';
import type { Database } from '#db/schema.ts';

export interface LockoutPolicy {
  /** Failed attempts within one window that lock the account. */
  maxFailures: number;
  windowSeconds: number;
  /** How long the lock lasts. */
  durationSeconds: number;
}

/**
 * The statement that forgets an account's failed sign-in attempts and lifts its lock; also a CTE
 * of the statement that starts a session after a right password (`AuthRepo.createSession`).
 */
export function clearAttemptsQuery(db: QueryCreator<Database>, userId: string) {
  return db.deleteFrom('login_attempts').where('user_id', '=', userId);
}

/**
 * The account lock's counter (`login_attempts`, one row per account). Every time is the database
 * clock's `now()`, so all instances agree however their own clocks drift.
 */
export class LockoutRepo {
  readonly #db: Kysely<Database>;
  // Every password sign-in claims an attempt and clears the counter: compiled once (PreparedQuery).
  readonly #claimAttempt: PreparedQuery<
    'userId' | 'windowSeconds' | 'maxFailures',
    { failures: number }
  >;
  readonly #lockWhenExhausted: PreparedQuery<
    'userId' | 'durationSeconds' | 'maxFailures',
    { user_id: string }
  >;
  readonly #clear: PreparedQuery<'userId', unknown>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#claimAttempt = new PreparedQuery(['userId', 'windowSeconds', 'maxFailures'], (p) => {
      const startsAfresh = sql<boolean>`(
        coalesce(login_attempts.locked_until <= now(), false)
        OR login_attempts.window_started_at <= now() - make_interval(secs => ${p.windowSeconds})
      )`;
      return db
        .insertInto('login_attempts')
        .values({ user_id: p.userId, failures: 1, window_started_at: sql<Date>`now()` })
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
                AND (${startsAfresh} OR login_attempts.failures < ${p.maxFailures})`,
            ),
        )
        .returning('failures');
    });
    this.#lockWhenExhausted = new PreparedQuery(['userId', 'durationSeconds', 'maxFailures'], (p) =>
      db
        .updateTable('login_attempts')
        .set({ locked_until: sql<Date>`now() + make_interval(secs => ${p.durationSeconds})` })
        .where('user_id', '=', p.userId)
        .where('failures', '>=', p.maxFailures)
        .where('locked_until', 'is', null)
        .returning('user_id'),
    );
    this.#clear = new PreparedQuery(['userId'], (p) => clearAttemptsQuery(db, p.userId));
  }

  /**
   * Counts one attempt unless the account is locked or the window's attempts are used up; `false`
   * then. One atomic upsert: parallel claims queue on the row lock and each sees the count of the
   * one before, so no more than `maxFailures` attempts of a window are ever let through. A window
   * that is over, or a lock that has ended, starts afresh with this attempt.
   */
  async claimAttempt(userId: string, policy: LockoutPolicy): Promise<boolean> {
    const row = await this.#claimAttempt.executeTakeFirst(this.#db, {
      userId,
      windowSeconds: policy.windowSeconds,
      maxFailures: policy.maxFailures,
    });
    return row !== undefined;
  }

  /**
   * After a failed attempt: locks the account for the policy's duration when the window's
   * attempts are used up. A lock already set stays as it is (parallel failures do not extend it).
   */
  async lockWhenExhausted(userId: string, policy: LockoutPolicy): Promise<boolean> {
    const locked = await this.#lockWhenExhausted.executeTakeFirst(this.#db, {
      userId,
      durationSeconds: policy.durationSeconds,
      maxFailures: policy.maxFailures,
    });
    // Whether this failure locked the account.
    return locked !== undefined;
  }

  /** Forgets the account's attempts and lifts its lock. */
  async clear(userId: string, executor: Kysely<Database> = this.#db): Promise<void> {
    await this.#clear.execute(executor, { userId });
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
