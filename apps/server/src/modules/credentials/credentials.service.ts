import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { isAppError } from '#lib/app-error.ts';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '#lib/passwords.ts';
import type {
  StaffCredentials,
  UserPasswords,
} from '#modules/credentials/credential-stores.port.ts';
import type { ThrottlesRepo } from '#modules/credentials/throttles.repo.ts';
import { matchingStep, totpOf, type SealedTotp } from '#modules/credentials/totp-codes.ts';
import type { TotpRepo } from '#modules/credentials/totp.repo.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';

/**
 * Whose credentials: a user account of a brand, or a support-console staff member. Both keep a
 * password (argon2id) and may keep an authenticator secret; the counters their guesses take differ
 * (decision 039), the way a guess is counted and checked does not.
 */
export type Principal = { kind: 'user'; id: string } | { kind: 'staff'; id: string };

/**
 * The outcome of one guess. `right`: the answer was checked and right. `locked`: the principal's
 * counter was spent when the guess came — for a user the answer was not checked at all (`right`
 * is false); a staff member's account lock stops no guess (the per-address and per-IP counters
 * do), so there `right` still says whether the password was right and the caller decides.
 */
export interface Verdict {
  right: boolean;
  locked: boolean;
}

export interface CredentialSettings {
  /** KEY_ENCRYPTION_SECRET: opens the authenticator secrets; keys the recovery-code hashes. */
  sealingSecret: string | undefined;
  /** LOCKOUT_MAX_FAILURES and LOCKOUT_WINDOW_SECONDS: also the staff counters' limits. */
  maxFailures: number;
  windowSeconds: number;
}

/** A staff member's counters beyond the account row's: this many times the account's limit per IP. */
const PER_IP_FACTOR = 4;

/** `xxxxx-xxxxx` codes are compared without case, spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * The credential layer (decision 039), shared by the users' sign-in and the console's: password
 * verification and the authenticator app (one code check, one replay rule, one way of counting).
 * Every check first takes an attempt of the principal's counter atomically, then evaluates: N
 * parallel guesses never get more than the counter's limit evaluated. A right answer's attempt
 * stays taken until the caller ends the sign-in (`complete`) or gives it back (`release`); a wrong
 * one stays counted.
 *
 * Counters: a user's account lock (modules/lockout) for passwords, authenticator and recovery
 * codes alike. A staff member's account counter (`staff.failed_attempts`) counts wrong passwords
 * and codes; from `maxFailures` on the password alone no longer signs in, only with the right
 * code (`StaffService`). Staff authenticator codes have their own windowed counter
 * (`staff-totp:<id>`), which only a holder of the password can reach. The console's counters per
 * (address, IP) and per IP are `throttle`'s.
 */
export class CredentialsService {
  readonly #lockout: LockoutService;
  readonly #users: UserPasswords;
  readonly #userTotp: TotpRepo;
  readonly #staff: StaffCredentials;
  readonly #throttles: ThrottlesRepo;
  readonly #settings: CredentialSettings;
  readonly #recoveryKey: Buffer;

  constructor(deps: {
    lockout: LockoutService;
    users: UserPasswords;
    userTotp: TotpRepo;
    staff: StaffCredentials;
    throttles: ThrottlesRepo;
    settings: CredentialSettings;
  }) {
    this.#lockout = deps.lockout;
    this.#users = deps.users;
    this.#userTotp = deps.userTotp;
    this.#staff = deps.staff;
    this.#throttles = deps.throttles;
    this.#settings = deps.settings;
    this.#recoveryKey = Buffer.from(
      hkdfSync(
        'sha256',
        deps.settings.sealingSecret ?? '',
        'account-centre/recovery-codes',
        'hmac1',
        32,
      ),
    );
  }

  /** The keyed hash a user's recovery code is stored as. */
  recoveryCodeHash(userId: string, code: string): string {
    return createHmac('sha256', this.#recoveryKey)
      .update(`${userId}\n${normalizeRecoveryCode(code)}`)
      .digest('hex');
  }

  #staffTotpKey(staffId: string): string {
    return `staff-totp:${staffId}`;
  }

  /**
   * Takes an attempt of a user's account lock, runs `check`, counts it. Locked: `check` is not run.
   * A right answer's attempt stays taken (`complete` or `release`).
   */
  async #userGuess(
    userId: string,
    check: () => Promise<boolean>,
    claimed?: boolean,
  ): Promise<Verdict> {
    try {
      const right =
        claimed === undefined
          ? await this.#lockout.guard(userId, check, { clearOnSuccess: false })
          : await this.#lockout.guardClaimed(userId, claimed, check, { clearOnSuccess: false });
      return { right, locked: false };
    } catch (error) {
      if (isAppError(error) && error.errorName === 'exceedMaxLoginAttempts') {
        return { right: false, locked: true };
      }
      throw error;
    }
  }

  /**
   * A password given for nobody (an unknown account): checked against a dummy hash of the same
   * cost, so that it takes as long as a wrong password (no timing oracle); always wrong.
   */
  async verifyNobody(password: string): Promise<Verdict> {
    await verifyDummyPassword(password);
    return { right: false, locked: false };
  }

  /**
   * The password of `principal` (its hash as stored: `passwordHash` when the caller has the row
   * already). Unknown principal: a dummy verification of the same cost, and wrong.
   */
  async verifyPassword(
    principal: Principal,
    password: string,
    { passwordHash }: { passwordHash?: string } = {},
  ): Promise<Verdict> {
    if (principal.kind === 'user') {
      const hash = passwordHash ?? (await this.#users.findById(principal.id))?.passwordHash;
      if (hash === undefined) {
        await verifyDummyPassword(password);
        return { right: false, locked: false };
      }
      const verdict = await this.#userGuess(principal.id, () => verifyPassword(hash, password));
      if (verdict.right && needsRehash(hash)) await this.#rehash(principal.id, hash, password);
      return verdict;
    }
    const hash = passwordHash ?? (await this.#staff.credentialsOf(principal.id))?.passwordHash;
    const before = await this.#staff.claimAttempt(principal.id);
    if (hash === undefined || before === undefined) {
      await verifyDummyPassword(password);
      return { right: false, locked: false };
    }
    const right = await verifyPassword(hash, password);
    return { right, locked: before >= this.#settings.maxFailures };
  }

  /**
   * A user's password whose attempt of the account lock was taken (or refused: `claimed` false,
   * then `locked` and the password is not checked) by the statement that found the account
   * (`SignInRepo`, decision 066) — taken before the guess is evaluated, as `verifyPassword` does.
   */
  async verifyClaimedPassword(
    userId: string,
    password: string,
    { passwordHash, claimed }: { passwordHash: string; claimed: boolean },
  ): Promise<Verdict> {
    const verdict = await this.#userGuess(
      userId,
      () => verifyPassword(passwordHash, password),
      claimed,
    );
    if (verdict.right && needsRehash(passwordHash)) {
      await this.#rehash(userId, passwordHash, password);
    }
    return verdict;
  }

  /**
   * An imported hash (or argon2 of other parameters) that the right password matched: replaced by
   * the product's argon2id at once (decision 049). Compare-and-set: a parallel sign-in or password
   * change that replaced it first wins, and this one changes nothing.
   */
  async #rehash(userId: string, from: string, password: string): Promise<void> {
    const to = await hashPassword(password);
    await this.#users.replacePasswordHash(userId, from, to);
  }

  /**
   * Is `code` a code of the user's authenticator app, not used before in its window (the step is
   * taken)? No counter: the caller takes one first (`verifyTotp`, or the step-up's account lock).
   */
  async userTotpMatches(userId: string, code: string): Promise<boolean> {
    const factor = await this.#userTotp.find(userId);
    if (!factor?.confirmed) return false;
    const secret = { sealed: factor.sealedSecret, context: `totp.${userId}` };
    return this.#checkCode(secret, code, (step) => this.#userTotp.useStep(userId, step, false));
  }

  /**
   * An authenticator code of `principal`: the counter first, then the code (its time step ±1),
   * then the step is taken (a step later than the last used, once: a replayed code is wrong).
   * No confirmed authenticator: wrong.
   */
  async verifyTotp(principal: Principal, code: string): Promise<Verdict> {
    if (principal.kind === 'user') {
      const userId = principal.id;
      return this.#userGuess(userId, () => this.userTotpMatches(userId, code));
    }
    const staffId = principal.id;
    const key = this.#staffTotpKey(staffId);
    const limit = { max: this.#settings.maxFailures, windowSeconds: this.#settings.windowSeconds };
    if (!(await this.#throttles.claim(key, limit))) return { right: false, locked: true };
    const before = await this.#staff.claimAttempt(staffId);
    const credentials = await this.#staff.credentialsOf(staffId);
    let right = false;
    try {
      right =
        credentials !== undefined &&
        (await this.#checkCode(
          { sealed: credentials.sealedTotpSecret, context: `staff-totp.${staffId}` },
          code,
          (step) => this.#staff.useTotpStep(staffId, step),
        ));
    } finally {
      if (right) await this.#throttles.release([key]);
    }
    // The account lock stops no right code: the password and this code are both factors.
    return { right: right && before !== undefined, locked: false };
  }

  async #checkCode(
    secret: SealedTotp,
    code: string,
    useStep: (step: number) => Promise<boolean>,
  ): Promise<boolean> {
    const step = matchingStep(totpOf(secret, this.#settings.sealingSecret), code);
    return step !== undefined && (await useStep(step));
  }

  /** A user's recovery code, counted like an authenticator code; a right one is used up. */
  async verifyRecoveryCode(
    principal: Principal & { kind: 'user' },
    code: string,
    executor?: Kysely<Database>,
  ): Promise<Verdict> {
    const userId = principal.id;
    return this.#userGuess(userId, () =>
      this.#userTotp.useRecoveryCode(userId, this.recoveryCodeHash(userId, code), executor),
    );
  }

  /** Gives back the attempt a right answer took, when the sign-in goes on (a next step). */
  async release(principal: Principal): Promise<void> {
    if (principal.kind === 'user') await this.#lockout.releaseAttempt(principal.id);
    else await this.#staff.releaseAttempt(principal.id);
  }

  /**
   * The whole sign-in succeeded: the principal's counters are cleared and its lock lifted. (A
   * user's sign-in does it in the statement that starts the session, `clearLoginAttempts`.)
   */
  async complete(principal: Principal, executor?: Kysely<Database>): Promise<void> {
    if (principal.kind === 'user') await this.#lockout.unlock(principal.id, executor);
    else {
      await this.#staff.clearFailures(principal.id);
      await this.#throttles.clear([this.#staffTotpKey(principal.id)]);
    }
  }

  /**
   * The counters of one client of the console's sign-in (ASVS 5.0 §6.3): failures per
   * (e-mail address, IP) and per IP, whether the address is a staff member's or not. Taken before
   * anything is looked up or evaluated; false when either is spent (nothing taken then).
   */
  async throttle(scope: string, address: string, ip: string | null): Promise<ThrottleClaim> {
    const where = ip ?? 'unknown';
    const addressKey = `${scope}:address:${createHash('sha256').update(address).digest('hex')}:${where}`;
    const ipKey = `${scope}:ip:${where}`;
    const { maxFailures: max, windowSeconds } = this.#settings;
    if (!(await this.#throttles.claim(ipKey, { max: max * PER_IP_FACTOR, windowSeconds }))) {
      return { allowed: false, release: async () => {}, clear: async () => {} };
    }
    if (!(await this.#throttles.claim(addressKey, { max, windowSeconds }))) {
      await this.#throttles.release([ipKey]);
      return { allowed: false, release: async () => {}, clear: async () => {} };
    }
    return {
      allowed: true,
      release: () => this.#throttles.release([ipKey, addressKey]),
      clear: async () => {
        await this.#throttles.release([ipKey]);
        await this.#throttles.clear([addressKey]);
      },
    };
  }
}

/** The attempt `throttle` took: given back after a right answer, or cleared after a sign-in. */
export interface ThrottleClaim {
  allowed: boolean;
  /** A right answer: the attempt is given back. */
  release: () => Promise<void>;
  /** The whole sign-in succeeded: the address's failures from this IP are forgotten. */
  clear: () => Promise<void>;
}
