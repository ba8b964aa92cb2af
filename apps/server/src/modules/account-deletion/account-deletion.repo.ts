import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** A pending deletion as the console lists it. */
export interface PendingDeletionRow {
  userId: string;
  tenantId: string;
  productId: string;
  email: string | null;
  phone: string | null;
  requestedAt: Date;
  eraseAfter: Date;
}

/** What erasing an account leaves to be done outside the database. */
export interface ErasedAccount {
  userId: string;
  tenantId: string;
  /** The relying parties that had a grant when the deletion was requested. */
  relyingParties: string[];
}

/**
 * The SQL of account deletion (decision 048): the pending deletions (`account_deletions`), the
 * account's deactivation flag (`users.deletion_requested_at`) and the erasure on both databases.
 */
export class AccountDeletionRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Deactivates the account and records its deletion, due after `graceDays`. False when its
   * deletion was requested already (a parallel request): nothing is changed then.
   */
  async start(
    trx: Kysely<Database>,
    deletion: { userId: string; tokenHash: string; graceDays: number; relyingParties: string[] },
  ): Promise<Date | undefined> {
    const flagged = await trx
      .updateTable('users')
      .set({ deletion_requested_at: sql<Date>`now()` })
      .where('id', '=', deletion.userId)
      .where('deletion_requested_at', 'is', null)
      .executeTakeFirst();
    if (Number(flagged.numUpdatedRows) !== 1) return undefined;
    const row = await trx
      .insertInto('account_deletions')
      .values({
        user_id: deletion.userId,
        token_hash: deletion.tokenHash,
        erase_after: sql<Date>`now() + make_interval(days => ${deletion.graceDays})`,
        relying_parties: deletion.relyingParties,
      })
      .returning('erase_after')
      .executeTakeFirstOrThrow();
    return row.erase_after;
  }

  /** The clients that hold a grant of the account (relying parties to tell at erasure). */
  async grantClients(trx: Kysely<Database>, userId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('oidc_payloads')
      .select(sql<string>`payload ->> 'clientId'`.as('clientId'))
      .where('kind', '=', 'Grant')
      .where('account_id', '=', userId)
      .execute();
    return [...new Set(rows.map((row) => row.clientId).filter(Boolean))].sort();
  }

  /**
   * Ends what is pending for the account besides its sessions (those end through the session
   * floor): passkey challenges, double-check and second-factor tickets, its unused codes and the
   * undo links of its e-mail changes.
   */
  async endPending(
    trx: Kysely<Database>,
    account: { userId: string; tenantId: string; email: string | null; phone: string | null },
  ): Promise<void> {
    const { userId } = account;
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('double_check_tickets').where('user_id', '=', userId).execute();
    await trx.deleteFrom('second_factor_tickets').where('user_id', '=', userId).execute();
    await trx
      .updateTable('email_change_undo')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const destinations = [account.email, account.phone].filter((d): d is string => d !== null);
    if (destinations.length > 0) {
      await trx
        .deleteFrom('verification_codes')
        .where('tenant_id', '=', account.tenantId)
        .where('destination', 'in', destinations)
        .where('consumed_at', 'is', null)
        .execute();
    }
  }

  /**
   * Takes the pending deletion whose cancel link is `tokenHash` (an account of the tenant, within
   * the grace period) and reactivates the account; its id, or undefined.
   */
  async cancelByToken(
    trx: Kysely<Database>,
    tenantId: string,
    tokenHash: string,
  ): Promise<string | undefined> {
    const taken = await trx
      .deleteFrom('account_deletions')
      .where('token_hash', '=', tokenHash)
      .where('erase_after', '>', sql<Date>`now()`)
      .where('user_id', 'in', (users) =>
        users.selectFrom('users').select('id').where('tenant_id', '=', tenantId),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!taken) return undefined;
    await this.#reactivate(trx, taken.user_id);
    return taken.user_id;
  }

  /** Cancels the pending deletion of `userId` (console); false when none is pending. */
  async cancelByUser(trx: Kysely<Database>, userId: string): Promise<boolean> {
    const taken = await trx
      .deleteFrom('account_deletions')
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();
    if (!taken) return false;
    await this.#reactivate(trx, userId);
    return true;
  }

  async #reactivate(trx: Kysely<Database>, userId: string): Promise<void> {
    await trx
      .updateTable('users')
      .set({ deletion_requested_at: null })
      .where('id', '=', userId)
      .execute();
  }

  /** Makes the pending deletion of `userId` due now (admin's early erasure); false when none. */
  async makeDue(userId: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('account_deletions')
      .set({ erase_after: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The pending deletions, soonest erasure first. */
  async pending(limit: number): Promise<PendingDeletionRow[]> {
    return this.#db
      .selectFrom('account_deletions')
      .innerJoin('users', 'users.id', 'account_deletions.user_id')
      .select([
        'users.id as userId',
        'users.tenant_id as tenantId',
        'users.product_id as productId',
        'users.email',
        'users.phone',
        'account_deletions.requested_at as requestedAt',
        'account_deletions.erase_after as eraseAfter',
      ])
      .orderBy('account_deletions.erase_after')
      .limit(limit)
      .execute();
  }

  /** The pending deletion of one account, if any. */
  async pendingOf(userId: string): Promise<{ eraseAfter: Date } | undefined> {
    const row = await this.#db
      .selectFrom('account_deletions')
      .select('erase_after')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { eraseAfter: row.erase_after };
  }

  /** The accounts with `email` (any tenant) whose deletion is pending. */
  async pendingByEmail(email: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('account_deletions')
      .innerJoin('users', 'users.id', 'account_deletions.user_id')
      .select('users.id')
      .where('users.email', '=', email)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Up to `limit` accounts whose grace period has ended, oldest first. */
  async due(limit: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('account_deletions')
      .select('user_id')
      .where('erase_after', '<=', sql<Date>`now()`)
      .orderBy('erase_after')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * Erases one account whose deletion is due, in `trx`: its legal acceptances are copied under
   * `pseudonym` (kept `keepDays`), then every row naming it goes — the relying parties' records,
   * codes and dev-outbox messages to its addresses, and the account itself, whose foreign keys
   * take its sessions, tokens, credentials, devices, activity, acceptances and pending deletion
   * with it. Undefined when it is not (or no longer) due: cancelled meanwhile, or erased by
   * another instance.
   */
  async erase(
    trx: Kysely<Database>,
    userId: string,
    pseudonymOf: (tenantId: string, productId: string) => string,
    keepDays: number,
  ): Promise<ErasedAccount | undefined> {
    const due = await trx
      .selectFrom('account_deletions')
      .innerJoin('users', 'users.id', 'account_deletions.user_id')
      .select([
        'users.tenant_id as tenantId',
        'users.product_id as productId',
        'users.email',
        'users.phone',
        'account_deletions.relying_parties as relyingParties',
      ])
      .where('account_deletions.user_id', '=', userId)
      .where('account_deletions.erase_after', '<=', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!due) return undefined;
    const pseudonym = pseudonymOf(due.tenantId, due.productId);
    const acceptances = await trx
      .selectFrom('legal_acceptances')
      .select(['kind', 'version', 'accepted_at'])
      .where('user_id', '=', userId)
      .execute();
    if (acceptances.length > 0 && keepDays > 0) {
      await trx
        .insertInto('erased_legal_acceptances')
        .values(
          acceptances.map((row) => ({
            pseudonym,
            tenant_id: due.tenantId,
            kind: row.kind,
            version: row.version,
            accepted_at: row.accepted_at,
            keep_until: sql<Date>`now() + make_interval(days => ${keepDays})`,
          })),
        )
        .execute();
    }
    await trx.deleteFrom('oidc_payloads').where('account_id', '=', userId).execute();
    const addresses = [due.email, due.phone].filter((a): a is string => a !== null);
    if (addresses.length > 0) {
      await trx
        .deleteFrom('verification_codes')
        .where('tenant_id', '=', due.tenantId)
        .where('destination', 'in', addresses)
        .execute();
      await trx.deleteFrom('dev_outbox').where('recipient', 'in', addresses).execute();
    }
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { userId, tenantId: due.tenantId, relyingParties: due.relyingParties };
  }

  /** Deletes up to `limit` kept acceptances past their time; how many. */
  async purgeKeptAcceptances(limit: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('erased_legal_acceptances')
      .where(
        sql<boolean>`ctid IN (SELECT ctid FROM erased_legal_acceptances WHERE keep_until < now() LIMIT ${limit})`,
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
