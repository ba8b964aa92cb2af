import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { EmailChangeUndoRepo } from '#modules/email-change/email-change-undo.repo.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';

/**
 * The undo of an e-mail change (issue 19 Medium 2, decision 026): a random 256-bit token in the
 * link of the notice to the old address, stored only as its SHA-256 (`email_change_undo`), usable
 * once within `ttlSeconds`. Redeeming it restores the old address and ends every session.
 */
export class EmailChangeUndo {
  readonly #db: Kysely<Database>;
  readonly #repo: EmailChangeUndoRepo;
  readonly #users: UserRepo;
  readonly #sessions: SessionService;
  readonly #ttlSeconds: number;

  constructor(deps: {
    db: Kysely<Database>;
    repo: EmailChangeUndoRepo;
    users: UserRepo;
    sessions: SessionService;
    ttlSeconds: number;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#users = deps.users;
    this.#sessions = deps.sessions;
    this.#ttlSeconds = deps.ttlSeconds;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  /** Records the undo of a change in its transaction; the token for the link. */
  async issue(
    trx: Kysely<Database>,
    change: { userId: string; oldEmail: string; newEmail: string },
  ): Promise<string> {
    const token = newToken();
    await this.#repo.insert(trx, { tokenHash: hashToken(token), ...change }, this.#ttlSeconds);
    return token;
  }

  /**
   * Restores the old address of the tenant's account and ends its sessions. The token is taken in
   * the same transaction (a second use finds it used), and with it every other open undo of the
   * account: a later change's undo must not move the account back to the attacker's address.
   * Unknown, expired, used or another tenant's → 30914; the old address now another account's →
   * 30911. Either way nothing changes.
   */
  async redeem(tenantId: string, token: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const taken = await this.#repo.take(trx, tenantId, hashToken(token));
      if (!taken) throw appError('emailChangeUndoInvalid');
      await this.#repo.spendAllOf(trx, taken.user_id);
      if (!(await this.#users.updateEmail(trx, taken.user_id, taken.old_email))) {
        throw appError('emailOccupied');
      }
      await this.#sessions.revoke({ account: taken.user_id }, 'e-mail change undone', trx);
    });
  }
}
