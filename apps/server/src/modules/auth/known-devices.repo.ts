import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database } from '#db/schema.ts';
import { hashToken } from '#lib/secrets.ts';

/** The upsert of `remember`, as a data-modifying CTE of the sign-in's statement (decision 060). */
export function rememberDeviceQuery(
  db: QueryCreator<Database>,
  p: { userId: never; deviceHash: never },
) {
  return db
    .insertInto('known_devices')
    .values({ user_id: p.userId, device_hash: p.deviceHash })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: sql`now()` }),
    );
}

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
