import {
  errorMessages,
  type ResetCodeRequest,
  type ResetCodeResult,
  type ResetPasswordRequest,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashPassword } from '#lib/passwords.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';
import type { AccountLookup } from '#modules/user/account-lookup.ts';
import { contactOf, maskContact } from '#modules/user/contact.ts';
import { assertNotCommonPassword } from '#modules/password-blocklist/password-blocklist.ts';
import type { PasswordHistory } from '#modules/user/password-history.service.ts';
import type { PasswordNotice } from '#modules/user/password-notice.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import type {
  SendCodeInput,
  VerificationService,
} from '#modules/verification/verification.service.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/**
 * Who asks: the tenant whose account is meant, the brand the code message is written for, and the
 * client the sending limits count.
 */
type RequestContext = Pick<SendCodeInput, 'tenantId' | 'brandName' | 'clientIp'>;

/**
 * Forgotten password (spec §2 "Reset password"): a `reset` code goes to the account's contact (by
 * SMS when the account is named by its phone number or has no e-mail address, else by e-mail), and
 * the code sets a new password, signs the account out everywhere and lifts a lock.
 */
export class PasswordResetService {
  readonly #db: Kysely<Database>;
  readonly #accounts: AccountLookup;
  readonly #history: PasswordHistory;
  readonly #codes: VerificationService;
  readonly #sessions: SessionService;
  readonly #lockout: LockoutService;
  readonly #notice: PasswordNotice;
  readonly #security: SecurityService | undefined;
  readonly #events: AccountEvents | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    accounts: AccountLookup;
    history: PasswordHistory;
    codes: VerificationService;
    sessions: SessionService;
    lockout: LockoutService;
    notice: PasswordNotice;
    /** The activity log (issue 24): a reset is written in its transaction. */
    security?: SecurityService;
    /** Account events to the tenant's webhook endpoints (decision 054). */
    events?: AccountEvents | undefined;
  }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#accounts = deps.accounts;
    this.#history = deps.history;
    this.#codes = deps.codes;
    this.#sessions = deps.sessions;
    this.#lockout = deps.lockout;
    this.#notice = deps.notice;
    this.#security = deps.security;
  }

  /**
   * Sends a `reset` code to the contact of the tenant's account. Unknown e-mail or product ID (or no
   * account name at all) → 30401, unknown phone → 30400, phone of a region without phone login →
   * 40310.
   */
  async sendCode(input: ResetCodeRequest, context: RequestContext): Promise<ResetCodeResult> {
    const { user, namedBy } = await this.#accounts.require(context.tenantId, input.account);
    const contact = contactOf(user, namedBy);
    // The database requires an e-mail address or a phone number; this is for the type.
    if (!contact) throw appError('codeSendFailed', 'account has no e-mail address or phone');
    const sent = await this.#codes.send({
      tenantId: user.tenantId,
      channel: contact.channel,
      destination: contact.address,
      purpose: 'reset',
      language: input.language ?? user.language,
      brandName: context.brandName,
      clientIp: context.clientIp,
    });
    return { ...sent, destination: maskContact(contact) };
  }

  /**
   * Sets a new password of the tenant's account with a `reset` code sent in that tenant. The code is
   * used up in the transaction that sets the password: of parallel submissions of one code exactly
   * one succeeds, the others get 11001. Then the account's contact is told (`PasswordNotice`).
   */
  async resetPassword(
    input: ResetPasswordRequest,
    {
      tenantId,
      brandName,
      client = { ip: null, userAgent: null },
    }: { tenantId: string; brandName: string; client?: ClientInfo },
  ): Promise<void> {
    const { user, namedBy } = await this.#accounts.require(tenantId, input.account);
    const contact = contactOf(user, namedBy);
    if (!contact) throw appError('invalidParameter', errorMessages.codeNotRequested);
    // Before the code check: a common password leaves the code usable for a better one.
    assertNotCommonPassword(input.password);
    // Read before the code check, compared after it. Before: a parallel submission that sets the
    // password after this read cannot make this one a 10000 (it fails on the used code instead).
    // After: nobody without the code can probe which passwords the account used.
    const recentHashes = await this.#history.recentHashes(user.id);
    const codeId = await this.#codes.check({
      tenantId: user.tenantId,
      destination: contact.address,
      purpose: 'reset',
      code: input.code,
    });
    if (await this.#history.matchesAny(recentHashes, input.password)) {
      throw appError('passwordRecentlyUsed');
    }
    // Hash before the transaction: it takes tens of milliseconds and must not hold a connection.
    const passwordHash = await hashPassword(input.password);
    const noticeId = await this.#db.transaction().execute(async (trx) => {
      await this.#codes.consume(trx, codeId);
      await this.#history.setPassword(trx, user.id, passwordHash);
      // Whoever knew the old password (or holds a stolen token) is signed out everywhere.
      await this.#sessions.revoke({ account: user.id }, 'password reset', trx);
      // Proving control of the mailbox or phone is the way out of a lock (spec §4 "retrieve your password").
      await this.#lockout.unlock(user.id, trx);
      await this.#security?.record(user.id, 'password-reset', client, trx);
      await this.#events?.emit(trx, {
        type: 'password.changed',
        userId: user.id,
        tenantId: user.tenantId,
        data: { how: 'reset' },
      });
      return this.#notice.queue(trx, user, brandName);
    });
    await this.#notice.deliver(noticeId);
  }
}
