import {
  sql,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type QueryCreator,
} from 'kysely';
import { PreparedQuery } from '#db/prepared-query.ts';
import type { Database } from '#db/schema.ts';

export interface LockoutPolicy {
  /** Failed attempts within one window that lock the account. */
  maxFailures: number;
  windowSeconds: number;
  /** How long the first lock lasts; each further lock in a row lasts twice as long as the one before. */
  durationSeconds: number;
  /** The longest a lock lasts; also how long after a lock ended the next one still doubles it. */
  maxDurationSeconds: number;
}

/**
 * The statement that forgets an account's failed sign-in attempts and lifts its lock; also a CTE
 * of the statement that starts a session after a right password (`AuthRepo.createSession`).
 */
export function clearAttemptsQuery(db: QueryCreator<Database>, userId: string) {
  return db.deleteFrom('login_attempts').where('user_id', '=', userId);
}

/**
 * The claim of one attempt (`LockoutRepo.claimAttempt`) on an insert of an account's first
 * attempt (failures 1, window starting now): counts one more unless the account is locked or the
 * window's `maxFailures` are used up, and returns `failures` only when the attempt was taken. A
 * window that is over, or a lock that has ended, starts afresh. Also a CTE of the password
 * sign-in's reads (`SignInRepo`), which inserts from the account it found. `p` holds a
 * `PreparedQuery`'s placeholders.
 */
export function claimAttemptUpsert(
  insert: InsertQueryBuilder<Database, 'login_attempts', InsertResult>,
  p: { windowSeconds: never; maxFailures: never },
) {
  const startsAfresh = sql<boolean>`(
    coalesce(login_attempts.locked_until <= now(), false)
    OR login_attempts.window_started_at <= now() - make_interval(secs => ${p.windowSeconds})
  )`;
  return insert
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
    'userId' | 'durationSeconds' | 'maxDurationSeconds' | 'maxFailures',
    { user_id: string; lock_count: number }
  >;
  readonly #clear: PreparedQuery<'userId', unknown>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#claimAttempt = new PreparedQuery(['userId', 'windowSeconds', 'maxFailures'], (p) =>
      claimAttemptUpsert(
        db
          .insertInto('login_attempts')
          .values({ user_id: p.userId, failures: 1, window_started_at: sql<Date>`now()` }),
        p,
      ),
    );
    this.#lockWhenExhausted = new PreparedQuery(
      ['userId', 'durationSeconds', 'maxDurationSeconds', 'maxFailures'],
      (p) => {
        // The last lock ended less than the cap ago and no sign-in or reset came between (they
        // delete the row): this lock continues the streak and lasts twice as long, up to the cap.
        const inStreak = sql<boolean>`coalesce(login_attempts.last_locked_until > now() - make_interval(secs => ${p.maxDurationSeconds}::float8), false)`;
        const seconds = sql<number>`least(
          ${p.durationSeconds}::float8 * power(2::float8, CASE WHEN ${inStreak} THEN least(login_attempts.lock_count, 30) ELSE 0 END),
          ${p.maxDurationSeconds}::float8
        )`;
        const until = sql<Date>`now() + make_interval(secs => ${seconds})`;
        return db
          .updateTable('login_attempts')
          .set({
            locked_until: until,
            last_locked_until: until,
            lock_count: sql<number>`CASE WHEN ${inStreak} THEN login_attempts.lock_count + 1 ELSE 1 END`,
          })
          .where('user_id', '=', p.userId)
          .where('failures', '>=', p.maxFailures)
          .where('locked_until', 'is', null)
          .returning(['user_id', 'lock_count']);
      },
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
   * After a failed attempt: locks the account when the window's attempts are used up, for the
   * policy's duration × 2^(locks in a row before this one), at most `maxDurationSeconds`. A lock
   * already set stays as it is (parallel failures do not extend it). Returns the lock's number in
   * its streak (1 for a first lock) when this failure locked the account, else undefined.
   */
  async lockWhenExhausted(userId: string, policy: LockoutPolicy): Promise<number | undefined> {
    const locked = await this.#lockWhenExhausted.executeTakeFirst(this.#db, {
      userId,
      durationSeconds: policy.durationSeconds,
      maxDurationSeconds: policy.maxDurationSeconds,
      maxFailures: policy.maxFailures,
    });
    return locked?.lock_count;
  }

  /**
   * Gives back an attempt claimed for a right password whose sign-in is not complete yet (a
   * double check follows): the failures before it stay counted until the whole sign-in succeeds.
   */
  async releaseAttempt(userId: string): Promise<void> {
    await this.#db
      .updateTable('login_attempts')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('user_id', '=', userId)
      .execute();
  }

  /** The lock's end and streak of an account (tests and the admin's view). */
  async state(
    userId: string,
  ): Promise<{ lockedUntil: Date | null; lockCount: number; failures: number } | undefined> {
    const row = await this.#db
      .selectFrom('login_attempts')
      .select(['locked_until', 'lock_count', 'failures'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (
      row && { lockedUntil: row.locked_until, lockCount: row.lock_count, failures: row.failures }
    );
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
