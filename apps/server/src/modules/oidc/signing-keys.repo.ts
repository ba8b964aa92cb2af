import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface SigningKeyRow {
  kid: string;
  publicJwk: string;
  privateKey: string;
  createdAt: Date;
}

/** The id_token signing keys (table `signing_keys`, migration 0008), newest first. */
export class SigningKeysRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  list(): Promise<SigningKeyRow[]> {
    return this.#db
      .selectFrom('signing_keys')
      .select([
        'kid',
        'public_jwk as publicJwk',
        'private_key as privateKey',
        'created_at as createdAt',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('kid')
      .execute();
  }

  async add(key: { kid: string; publicJwk: string; privateKey: string }): Promise<void> {
    await this.#db
      .insertInto('signing_keys')
      .values({ kid: key.kid, public_jwk: key.publicJwk, private_key: key.privateKey })
      .execute();
  }

  /**
   * Deletes the keys whose successor was made more than `retentionSeconds` ago: every id_token
   * they signed has expired, so they need no longer be published. The newest key always stays.
   */
  async deleteRetired(retentionSeconds: number): Promise<string[]> {
    const rows = await this.#db
      .deleteFrom('signing_keys as old')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('signing_keys as newer')
            .select('newer.kid')
            .whereRef('newer.created_at', '>', 'old.created_at')
            .where(
              'newer.created_at',
              '<',
              sql<Date>`now() - make_interval(secs => ${retentionSeconds})`,
            ),
        ),
      )
      .returning('old.kid')
      .execute();
    return rows.map((row) => row.kid);
  }

  /** Deletes every key (`rotate-keys --reset`, after a leak): returns their kids. */
  async deleteAll(): Promise<string[]> {
    const rows = await this.#db.deleteFrom('signing_keys').returning('kid').execute();
    return rows.map((row) => row.kid);
  }
}
