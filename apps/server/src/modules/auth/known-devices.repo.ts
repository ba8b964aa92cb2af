import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { hashToken } from '#lib/secrets.ts';

/** The devices each account completed a sign-in or registration from (`known_devices`). */
export class KnownDevices {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async isKnown(userId: string, token: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('known_devices')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('device_hash', '=', hashToken(token))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the device for the account (in the transaction that completes the sign-in). */
  async remember(executor: Kysely<Database>, userId: string, token: string): Promise<void> {
    await executor
      .insertInto('known_devices')
      .values({ user_id: userId, device_hash: hashToken(token) })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: sql`now()` }),
      )
      .execute();
  }
}
