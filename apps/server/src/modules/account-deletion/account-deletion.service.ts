import {
  parseAccountName,
  type AccountDeletionRequest,
  type AccountDeletionResult,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type {
  AccountDeletionRepo,
  PendingDeletionRow,
} from '#modules/account-deletion/account-deletion.repo.ts';
import type { AccountErasure } from '#modules/account-deletion/account-erasure.ts';
import type { DeletionNotice } from '#modules/account-deletion/deletion-notice.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { PasskeyProofContext, StepUpService } from '#modules/step-up/step-up.service.ts';

/** Where a passkey proof is checked: the request's tenant and relying party (decision 057). */
export type PasskeyProofPlace = Omit<PasskeyProofContext, 'client'>;
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/** Does `typed` name the account (its e-mail address, phone number or product ID)? */
export function confirmsAccount(
  user: Pick<UserRow, 'email' | 'phone' | 'productId'>,
  typed: string,
): boolean {
  const named = parseAccountName(typed.trim());
  if (!named) return false;
  switch (named.kind) {
    case 'email':
      return user.email !== null && named.value === user.email;
    case 'phone':
      return user.phone !== null && named.value === user.phone;
    case 'productId':
      return named.value === user.productId;
  }
}

/**
 * Deleting an account (issue 34, decision 048). `request` deactivates it at once through the
 * session floor and queues the notice with the cancel link; `cancel` redeems the link;
 * `eraseDue` (the retention worker) erases accounts whose grace period has ended, one short
 * transaction each, in batches; the console lists, cancels and (admins) erases early.
 */
export class AccountDeletionService {
  readonly #db: Kysely<Database>;
  readonly #repo: AccountDeletionRepo;
  readonly #users: UserRepo;
  readonly #sessions: SessionService;
  readonly #stepUp: StepUpService;
  readonly #notice: DeletionNotice;
  readonly #erasure: AccountErasure;
  readonly #graceDays: number;
  readonly #events: AccountEvents | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    repo: AccountDeletionRepo;
    users: UserRepo;
    sessions: SessionService;
    stepUp: StepUpService;
    notice: DeletionNotice;
    erasure: AccountErasure;
    /** ACCOUNT_DELETION_GRACE_DAYS. */
    graceDays: number;
    /** Account events to the tenant's webhook endpoints (decision 054). */
    events?: AccountEvents | undefined;
  }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#repo = deps.repo;
    this.#users = deps.users;
    this.#sessions = deps.sessions;
    this.#stepUp = deps.stepUp;
    this.#notice = deps.notice;
    this.#erasure = deps.erasure;
    this.#graceDays = deps.graceDays;
  }

  /**
   * The signed-in user deletes the account: the proof first (through the account lock), then the
   * typed confirmation (30922). One transaction deactivates the account, ends every session (and
   * with them every relying party's grant, code and token), passkey challenge, ticket and unused
   * code, and queues the notice; its first delivery try follows the commit.
   */
  async request(
    session: ActiveSession,
    body: AccountDeletionRequest,
    context: { brandName: string; client: ClientInfo; passkey?: PasskeyProofPlace },
  ): Promise<AccountDeletionResult> {
    await this.#stepUp.require(session, body, context.client, context.passkey);
    const user = await this.#users.findById(session.userId);
    if (!user || user.deletionRequestedAt !== null) throw appError('tokenInvalid');
    if (!confirmsAccount(user, body.confirmation)) throw appError('deletionConfirmationMismatch');
    return this.#start(user, context.brandName, 'tokenInvalid');
  }

  /**
   * The brand's back office starts the deletion of an account (the management API, issue 36): as
   * the user's own request, without the user's proof; one already pending → 40910.
   */
  async requestFor(userId: string, brandName: string): Promise<AccountDeletionResult> {
    const user = await this.#users.findById(userId);
    if (!user) throw appError('notFound');
    if (user.deletionRequestedAt !== null) throw appError('consoleItemExists');
    return this.#start(user, brandName, 'consoleItemExists');
  }

  /**
   * One transaction deactivates the account, ends its sessions and pending items, tells the
   * webhooks and queues the notice; `raced`: the error when a deletion began meanwhile.
   */
  async #start(
    user: UserRow,
    brandName: string,
    raced: 'tokenInvalid' | 'consoleItemExists',
  ): Promise<AccountDeletionResult> {
    const token = newToken();
    const { eraseAfter, messageId } = await this.#db.transaction().execute(async (trx) => {
      const relyingParties = await this.#repo.grantClients(trx, user.id);
      const eraseAfter = await this.#repo.start(trx, {
        userId: user.id,
        tokenHash: hashToken(token),
        graceDays: this.#graceDays,
        relyingParties,
      });
      if (!eraseAfter) throw appError(raced);
      await this.#repo.endPending(trx, { userId: user.id, ...user });
      await this.#sessions.revoke({ account: user.id }, 'account deletion requested', trx);
      await this.#events?.emit(trx, {
        type: 'user.deletion_requested',
        userId: user.id,
        tenantId: user.tenantId,
        data: { eraseAfter: eraseAfter.toISOString() },
      });
      const messageId = await this.#notice.queue(trx, user, { token, eraseAfter, brandName });
      return { eraseAfter, messageId };
    });
    await this.#notice.deliver(messageId);
    return { eraseAfter: eraseAfter.toISOString() };
  }

  /** The cancel link: reactivates the account of the tenant; else 30921, nothing changed. */
  async cancel(tenantId: string, token: string): Promise<void> {
    const userId = await this.#db.transaction().execute(async (trx) => {
      const cancelled = await this.#repo.cancelByToken(trx, tenantId, hashToken(token));
      if (cancelled !== undefined) {
        await this.#events?.emit(trx, {
          type: 'user.deletion_cancelled',
          userId: cancelled,
          tenantId,
        });
      }
      return cancelled;
    });
    if (userId === undefined) throw appError('accountDeletionLinkInvalid');
  }

  /** The console: pending deletions, soonest first. */
  pending(limit = 200): Promise<PendingDeletionRow[]> {
    return this.#repo.pending(limit);
  }

  /** The console (support, at the user's request): false when no deletion is pending. */
  cancelFor(userId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const cancelled = await this.#repo.cancelByUser(trx, userId);
      if (cancelled) await this.#events?.emit(trx, { type: 'user.deletion_cancelled', userId });
      return cancelled;
    });
  }

  /** The console (admins only) or the test hook: erases one pending deletion now. */
  async eraseNow(userId: string): Promise<boolean> {
    if (!(await this.#repo.makeDue(userId))) return false;
    return (await this.#erasure.eraseOne(userId)) !== undefined;
  }

  /** The test hook (OUTBOX only): erases now the pending deletions of accounts with `email`. */
  async eraseNowByEmail(email: string): Promise<number> {
    let erased = 0;
    for (const userId of await this.#repo.pendingByEmail(email)) {
      if (await this.eraseNow(userId)) erased += 1;
    }
    return erased;
  }
}
