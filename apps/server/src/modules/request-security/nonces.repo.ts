import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** Nonces of signed calls (migration 0007): shared by every instance through the database. */
export class NoncesRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Records a nonce until `expiresAt`. Atomic: of parallel uses of one nonce exactly one gets
   * `true`; a nonce whose row has expired (and awaits deletion) may be used again.
   */
  async use(nonce: string, expiresAt: Date): Promise<boolean> {
    const row = await this.#db
      .insertInto('signature_nonces')
      .values({ nonce, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('nonce')
          .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
          .where('signature_nonces.expires_at', '<', sql<Date>`now()`),
      )
      .returning('nonce')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes the rows whose timestamps can no longer pass the window. */
  async deleteExpired(): Promise<void> {
    await this.#db
      .deleteFrom('signature_nonces')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
  }
}
