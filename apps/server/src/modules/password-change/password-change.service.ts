import { errorMessages, type ChangePasswordRequest } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';
import { assertNotCommonPassword } from '#modules/password-blocklist/password-blocklist.ts';
import type { PasswordHistory } from '#modules/user/password-history.service.ts';
import type { PasswordNotice } from '#modules/user/password-notice.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/** Change password while signed in and knowing the current one (spec §2 "Change password"). */
export class PasswordChangeService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepo;
  readonly #history: PasswordHistory;
  readonly #sessions: SessionService;
  readonly #lockout: LockoutService;
  readonly #notice: PasswordNotice;
  readonly #events: AccountEvents | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    users: UserRepo;
    history: PasswordHistory;
    sessions: SessionService;
    lockout: LockoutService;
    notice: PasswordNotice;
    /** Account events to the tenant's webhook endpoints (decision 054). */
    events?: AccountEvents | undefined;
  }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#users = deps.users;
    this.#history = deps.history;
    this.#sessions = deps.sessions;
    this.#lockout = deps.lockout;
    this.#notice = deps.notice;
  }

  /**
   * The current password is checked first and through the account lock: a stolen session must
   * not become a way to guess the password without limit. Then the new one must differ from it
   * (30918), not be a common one (30917) and differ from the last three (10000). Then the
   * account's contact is told (`PasswordNotice`). The other sessions end; the caller's stays.
   */
  async changePassword(
    session: ActiveSession,
    input: ChangePasswordRequest,
    { brandName }: { brandName: string },
  ): Promise<void> {
    const user = await this.#users.findById(session.userId);
    // The session outlived its account (deleted meanwhile): the token is no longer valid.
    if (!user) throw appError('tokenInvalid');
    const currentIsRight = await this.#lockout.guard(user.id, () =>
      verifyPassword(user.passwordHash, input.currentPassword),
    );
    if (!currentIsRight) throw appError('passwordIncorrect', errorMessages.originalPasswordWrong);
    if (input.password === input.currentPassword) throw appError('newPasswordSameAsOld');
    assertNotCommonPassword(input.password);
    if (await this.#history.isRecent(user.id, input.password)) {
      throw appError('passwordRecentlyUsed');
    }
    // Hash before the transaction: it takes tens of milliseconds and must not hold a connection.
    const passwordHash = await hashPassword(input.password);
    const noticeId = await this.#db.transaction().execute(async (trx) => {
      await this.#history.setPassword(trx, user.id, passwordHash);
      await this.#sessions.revoke(
        { account: user.id, except: session.sessionId },
        'password changed',
        trx,
      );
      await this.#events?.emit(trx, {
        type: 'password.changed',
        userId: user.id,
        tenantId: user.tenantId,
        data: { how: 'change' },
      });
      return this.#notice.queue(trx, user, brandName);
    });
    await this.#notice.deliver(noticeId);
  }
}
