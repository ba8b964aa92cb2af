import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/**
 * The SQL of the data export (issue 34): every row held about one account, read-only, and the
 * export counter of its rate limit. Never the password hash, key material or the authenticator's
 * secret: those columns are not selected.
 */
export class DataExportRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Counts an export unless the account made `max` within 24 hours; false then. */
  async claim(userId: string, max: number): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      // One account's exports are counted one at a time (its row locked).
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const row = await trx
        .selectFrom('data_exports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('exported_at', '>', sql<Date>`now() - interval '1 day'`)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= max) return false;
      await trx.insertInto('data_exports').values({ user_id: userId }).execute();
      return true;
    });
  }

  async profile(userId: string) {
    return this.#db
      .selectFrom('users')
      .select([
        'id',
        'tenant_id',
        'product_id',
        'email',
        'phone',
        'country',
        'birth_date',
        'language',
        'created_at',
        'agreement_accepted_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async agreements(userId: string) {
    return this.#db
      .selectFrom('legal_acceptances')
      .select(['kind', 'version', 'accepted_at'])
      .where('user_id', '=', userId)
      .orderBy('accepted_at')
      .orderBy('kind')
      .execute();
  }

  async sessions(userId: string) {
    return this.#db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async knownDevices(userId: string) {
    return this.#db
      .selectFrom('known_devices')
      .select(['first_seen_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .orderBy('first_seen_at')
      .execute();
  }

  async activity(userId: string) {
    return this.#db
      .selectFrom('activity_events')
      .select(['type', 'created_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async passkeys(userId: string) {
    return this.#db
      .selectFrom('passkeys')
      .select(['name', 'created_at', 'last_used_at', 'backed_up'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  async authenticator(userId: string) {
    const factor = await this.#db
      .selectFrom('totp_factors')
      .select('confirmed_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const codes = await this.#db
      .selectFrom('totp_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { confirmedAt: factor?.confirmed_at ?? null, recoveryCodesLeft: Number(codes.n) };
  }
}
