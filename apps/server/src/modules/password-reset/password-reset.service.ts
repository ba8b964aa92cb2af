import {
  errorMessages,
  parseAccountName,
  type ResetCodeRequest,
  type ResetCodeResult,
  type ResetPasswordRequest,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { maskEmail } from '#lib/mask.ts';
import { hashPassword } from '#lib/passwords.ts';
import type { AuthRepo } from '#modules/auth/auth.repo.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';
import type { PasswordHistory } from '#modules/user/password-history.service.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type {
  SendCodeInput,
  VerificationService,
} from '#modules/verification/verification.service.ts';

/** Who asks: the brand the code mail is written for, and the client the sending limits count. */
type RequestContext = Pick<SendCodeInput, 'brandName' | 'clientIp'>;

/**
 * Forgotten password (spec §2 "Reset password"): a `reset` code goes to the account's e-mail
 * address, and the code sets a new password, signs the account out everywhere and lifts a lock.
 */
export class PasswordResetService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepo;
  readonly #history: PasswordHistory;
  readonly #codes: VerificationService;
  readonly #sessions: AuthRepo;
  readonly #lockout: LockoutService;

  constructor(deps: {
    db: Kysely<Database>;
    users: UserRepo;
    history: PasswordHistory;
    codes: VerificationService;
    sessions: AuthRepo;
    lockout: LockoutService;
  }) {
    this.#db = deps.db;
    this.#users = deps.users;
    this.#history = deps.history;
    this.#codes = deps.codes;
    this.#sessions = deps.sessions;
    this.#lockout = deps.lockout;
  }

  /** Sends a `reset` code to the account's e-mail address. */
  async sendCode(input: ResetCodeRequest, context: RequestContext): Promise<ResetCodeResult> {
    const user = await this.#findAccount(input.account);
    // Codes go by e-mail only so far; an account without an address has nowhere to get one.
    if (user.email === null) throw appError('codeSendFailed', 'account has no e-mail address');
    const sent = await this.#codes.send({
      channel: 'email',
      destination: user.email,
      purpose: 'reset',
      language: input.language ?? user.language,
      brandName: context.brandName,
      clientIp: context.clientIp,
    });
    return { ...sent, destination: maskEmail(user.email) };
  }

  /**
   * Sets a new password with a `reset` code. The code is used up in the transaction that sets the
   * password: of parallel submissions of one code exactly one succeeds, the others get 11001.
   */
  async resetPassword(input: ResetPasswordRequest): Promise<void> {
    const user = await this.#findAccount(input.account);
    if (user.email === null) throw appError('invalidParameter', errorMessages.codeNotRequested);
    // Read before the code check, compared after it. Before: a parallel submission that sets the
    // password after this read cannot make this one a 10000 (it fails on the used code instead).
    // After: nobody without the code can probe which passwords the account used.
    const recentHashes = await this.#history.recentHashes(user.id);
    const codeId = await this.#codes.check({
      destination: user.email,
      purpose: 'reset',
      code: input.code,
    });
    if (await this.#history.matchesAny(recentHashes, input.password)) {
      throw appError('passwordRecentlyUsed');
    }
    // Hash before the transaction: it takes tens of milliseconds and must not hold a connection.
    const passwordHash = await hashPassword(input.password);
    await this.#db.transaction().execute(async (trx) => {
      await this.#codes.consume(trx, codeId);
      await this.#history.setPassword(trx, user.id, passwordHash);
      // Whoever knew the old password (or holds a stolen token) is signed out everywhere.
      await this.#sessions.revokeUserSessions(trx, user.id, 'password reset');
      // Proving control of the mailbox is the way out of a lock (spec §4 "retrieve your password").
      await this.#lockout.unlock(user.id, trx);
    });
  }

  /** E-mail or product ID not found (or no account name at all) → 30401; phone → 30400. */
  async #findAccount(account: string): Promise<UserRow> {
    const name = parseAccountName(account);
    const user = name && (await this.#users.findByAccountName(name));
    if (user) return user;
    throw appError(name?.kind === 'phone' ? 'mobileNotSignedUp' : 'accountNotRegistered');
  }
}
