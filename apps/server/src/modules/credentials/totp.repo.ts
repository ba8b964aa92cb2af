import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface TotpFactor {
  sealedSecret: string;
  confirmed: boolean;
}

/** The authenticator app's rows: the sealed secret, its recovery codes, the sign-in tickets. */
export class TotpRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async find(userId: string): Promise<TotpFactor | undefined> {
    const row = await this.#db
      .selectFrom('totp_factors')
      .select(['sealed_secret', 'confirmed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { sealedSecret: row.sealed_secret, confirmed: row.confirmed_at !== null };
  }

  /** The secrets stored unsealed (`plain.…`, written without KEY_ENCRYPTION_SECRET). */
  async listUnsealed(): Promise<{ userId: string; sealedSecret: string }[]> {
    const rows = await this.#db
      .selectFrom('totp_factors')
      .select(['user_id', 'sealed_secret'])
      .where('sealed_secret', 'like', 'plain.%')
      .execute();
    return rows.map((row) => ({ userId: row.user_id, sealedSecret: row.sealed_secret }));
  }

  /** Replaces a stored secret by its sealed form, if it is still `stored`; true when it was. */
  async replaceSealed(userId: string, stored: string, sealed: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('totp_factors')
      .set({ sealed_secret: sealed })
      .where('user_id', '=', userId)
      .where('sealed_secret', '=', stored)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A new unconfirmed secret (replacing an unconfirmed one); false when one is confirmed. */
  async saveUnconfirmed(userId: string, sealedSecret: string): Promise<boolean> {
    const row = await this.#db
      .insertInto('totp_factors')
      .values({ user_id: userId, sealed_secret: sealedSecret })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ sealed_secret: sealedSecret, last_used_step: null })
          .where('totp_factors.confirmed_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records `step` as used if no later or equal step was: one statement, so of two parallel uses
   * of one code exactly one wins. `confirming`: the factor turns on (unconfirmed only); else it
   * must be on.
   */
  async useStep(
    userId: string,
    step: number,
    confirming: boolean,
    executor: Kysely<Database> = this.#db,
  ): Promise<boolean> {
    const row = await executor
      .updateTable('totp_factors')
      .set({
        last_used_step: step,
        ...(confirming ? { confirmed_at: sql<Date>`now()` } : {}),
      })
      .where('user_id', '=', userId)
      .where('confirmed_at', confirming ? 'is' : 'is not', null)
      .where((eb) =>
        eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async replaceRecoveryCodes(
    executor: Kysely<Database>,
    userId: string,
    hashes: string[],
  ): Promise<void> {
    await executor.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
    await executor
      .insertInto('totp_recovery_codes')
      .values(hashes.map((hash) => ({ user_id: userId, code_hash: hash })))
      .execute();
  }

  /** Uses an unused recovery code of a confirmed factor up; false when there is none. */
  async useRecoveryCode(
    userId: string,
    hash: string,
    executor: Kysely<Database> = this.#db,
  ): Promise<boolean> {
    const row = await executor
      .updateTable('totp_recovery_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const row = await this.#db
      .selectFrom('totp_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.left ?? 0);
  }

  /** Deletes the factor and its codes; whether there was one. */
  async remove(userId: string): Promise<boolean> {
    await this.#db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
    const result = await this.#db
      .deleteFrom('totp_factors')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async insertTicket(
    ticket: {
      hash: string;
      userId: string;
      clientId: string;
      ttlSeconds: number;
    },
    executor: Kysely<Database> = this.#db,
  ): Promise<void> {
    await executor
      .deleteFrom('second_factor_tickets')
      .where('user_id', '=', ticket.userId)
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    await executor
      .insertInto('second_factor_tickets')
      .values({
        token_hash: ticket.hash,
        user_id: ticket.userId,
        client_id: ticket.clientId,
        expires_at: sql<Date>`now() + make_interval(secs => ${ticket.ttlSeconds})`,
      })
      .execute();
  }

  /**
   * Takes one answer of a live ticket (unused, unexpired, of the tenant and client) — one atomic
   * conditional update, before the answer is evaluated: of any number of parallel answers at most
   * `maxAttempts` are ever let through. The ticket's account, or undefined when it is dead, spent
   * or another tenant's or client's.
   */
  async claimTicketAnswer(
    ticket: { hash: string; tenantId: string; clientId: string },
    maxAttempts: number,
  ): Promise<string | undefined> {
    const row = await this.#db
      .updateTable('second_factor_tickets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('token_hash', '=', ticket.hash)
      .where('client_id', '=', ticket.clientId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('attempts', '<', maxAttempts)
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('tenant_id', '=', ticket.tenantId),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Uses the ticket up in the caller's transaction; false when it is used or expired. */
  async useTicket(executor: Kysely<Database>, hash: string): Promise<boolean> {
    const row = await executor
      .updateTable('second_factor_tickets')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
