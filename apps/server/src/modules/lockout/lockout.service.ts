import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { LockoutPolicy, LockoutRepo } from '#modules/lockout/lockout.repo.ts';

/**
 * The account lock (spec §4, DESIGN §4): `maxFailures` wrong passwords within `windowSeconds`
 * lock the account for `durationSeconds`; the lock ends by itself. Locks in a row (no successful
 * sign-in or reset between them, the last ended less than `maxDurationSeconds` ago) last twice as
 * long each, up to `maxDurationSeconds` (issue 19, decision 026). The lock guards the password
 * only: a sign-in by code is not refused by it (the code proves the mailbox or phone, as a reset
 * does, and has its own limits). One counter per account (user
 * id), whatever name signed in (e-mail, product ID, phone) and on whichever instance: it lives in
 * the database.
 */
export class LockoutService {
  readonly #repo: LockoutRepo;
  readonly #policy: LockoutPolicy;
  readonly #onLock: ((lockCount: number, userId: string) => void | Promise<void>) | undefined;

  /** `onLock` is told each time an account becomes locked (the lockout metric), with the lock's number in its streak. */
  constructor(deps: {
    repo: LockoutRepo;
    policy: LockoutPolicy;
    onLock?: (lockCount: number, userId: string) => void | Promise<void>;
  }) {
    this.#repo = deps.repo;
    this.#policy = deps.policy;
    this.#onLock = deps.onLock;
  }

  /**
   * Claims one attempt atomically (throws appError('exceedMaxLoginAttempts') while locked or when
   * the window's N attempts are used up), runs `verify`; true → the counter is cleared; false →
   * the failure stays counted and the Nth failure in the window sets locked_until = now +
   * duration. Returns verify's result.
   *
   * The attempt is claimed before `verify` runs, so that N parallel guesses cannot all be verified
   * before the first failure is counted. A `verify` that throws counts as a failure (fail closed).
   *
   * `clearOnSuccess: false` leaves clearing the counter after a right password to the caller, who
   * does it in the statement that completes the sign-in (`AuthService.startSession` with
   * `clearLoginAttempts`) or with `unlock`. Until then the attempt stays counted, as a failure
   * would: fail closed if the caller never gets there.
   */
  async guard(
    userId: string,
    verify: () => Promise<boolean>,
    { clearOnSuccess = true }: { clearOnSuccess?: boolean } = {},
  ): Promise<boolean> {
    const claimed = await this.#repo.claimAttempt(userId, this.#policy);
    return this.guardClaimed(userId, claimed, verify, { clearOnSuccess });
  }

  /**
   * `guard` for an attempt the caller has already claimed (or been refused) in a statement of its
   * own, with `claimAttemptUpsert` and this service's `policy` (the password sign-in's reads,
   * decision 066). `claimed` false: the account is locked or the window's attempts are used up
   * (appError('exceedMaxLoginAttempts'), `verify` is not run).
   */
  async guardClaimed(
    userId: string,
    claimed: boolean,
    verify: () => Promise<boolean>,
    { clearOnSuccess = true }: { clearOnSuccess?: boolean } = {},
  ): Promise<boolean> {
    if (!claimed) throw appError('exceedMaxLoginAttempts');
    let verified = false;
    try {
      verified = await verify();
    } finally {
      if (verified) {
        if (clearOnSuccess) await this.#repo.clear(userId);
      } else {
        const lockCount = await this.#repo.lockWhenExhausted(userId, this.#policy);
        if (lockCount !== undefined) await this.#onLock?.(lockCount, userId);
      }
    }
    return verified;
  }

  /** The lock's limits (a statement that claims an attempt itself needs them). */
  get policy(): LockoutPolicy {
    return this.#policy;
  }

  /** See `LockoutRepo.releaseAttempt`: a right password whose double check is still to come. */
  async releaseAttempt(userId: string): Promise<void> {
    await this.#repo.releaseAttempt(userId);
  }

  /** Lifts a lock and clears the counter (a successful password reset). `executor` optional transaction. */
  async unlock(userId: string, executor?: Kysely<Database>): Promise<void> {
    await this.#repo.clear(userId, executor);
  }

  /** Throws exceedMaxLoginAttempts when the account is locked now (the double-check step). */
  async assertNotLocked(userId: string): Promise<void> {
    if (await this.#repo.isLocked(userId)) throw appError('exceedMaxLoginAttempts');
  }
}
