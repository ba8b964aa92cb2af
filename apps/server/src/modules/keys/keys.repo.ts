import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** A stored key with its times by the database clock. */
export interface StoredKey {
  kid: string;
  /** DER SPKI, base64url. */
  publicKey: string;
  /** Sealed or plain PKCS#8 (key-sealing.ts). */
  privateKey: string;
  /** Decision 060: the X25519 pair of the same key id (DER SPKI base64url, sealed PKCS#8). */
  x25519PublicKey: string | null;
  x25519PrivateKey: string | null;
  createdAt: Date;
  retiredAt: Date | null;
  /** Seconds since it was created. */
  ageSeconds: number;
  /** Seconds it still decrypts after being replaced (≤ 0: no longer); null while current. */
  remainingSeconds: number | null;
}

/** The X25519 pair of a key (decision 060). */
export interface NewX25519Key {
  publicKey: string;
  privateKey: string;
}

export interface NewKey {
  kid: string;
  publicKey: string;
  privateKey: string;
  x25519: NewX25519Key;
}

function rowOf(key: NewKey) {
  return {
    kid: key.kid,
    public_key: key.publicKey,
    private_key: key.privateKey,
    x25519_public_key: key.x25519.publicKey,
    x25519_private_key: key.x25519.privateKey,
  };
}

export interface RotationOutcome {
  /** Whether the new key became the current one. */
  rotated: boolean;
  /** The key it replaced. */
  retiredKid: string | undefined;
}

/** Serialises rotations across transactions and instances. */
const ROTATION_LOCK = 'encryption-keys-rotation';

/**
 * The keys of `publickey` (migration 0007; their X25519 pairs, migration 0033); every time is the
 * database's clock.
 */
export class KeysRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every stored key, newest first. */
  async list(graceSeconds: number): Promise<StoredKey[]> {
    return this.#db
      .selectFrom('encryption_keys')
      .select([
        'kid',
        'public_key as publicKey',
        'private_key as privateKey',
        'x25519_public_key as x25519PublicKey',
        'x25519_private_key as x25519PrivateKey',
        'created_at as createdAt',
        'retired_at as retiredAt',
        sql<number>`extract(epoch from now() - created_at)::float8`.as('ageSeconds'),
        sql<
          number | null
        >`extract(epoch from retired_at + make_interval(secs => ${graceSeconds}) - now())::float8`.as(
          'remainingSeconds',
        ),
      ])
      .orderBy('created_at', 'desc')
      .execute();
  }

  /**
   * Deletes every key and makes `next` the only one (after KEY_ENCRYPTION_SECRET changed, or a
   * suspected leak): values encrypted for the old keys no longer decrypt.
   */
  async replaceAll(next: NewKey): Promise<string[]> {
    return this.#db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${ROTATION_LOCK}))`.execute(trx);
      const deleted = await trx.deleteFrom('encryption_keys').returning('kid').execute();
      await trx.insertInto('encryption_keys').values(rowOf(next)).execute();
      return deleted.map((row) => row.kid);
    });
  }

  /**
   * Makes `next` the current key when there is none, or when the current one is at least
   * `minAgeSeconds` old (`undefined`: only when there is none; 0: always). In one transaction under
   * a lock, so instances that decide to rotate together rotate once: the current key retires, and
   * keys past their grace period are deleted.
   */
  async rotate(
    next: NewKey,
    condition: { minAgeSeconds: number | undefined; graceSeconds: number },
  ): Promise<RotationOutcome> {
    return this.#db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${ROTATION_LOCK}))`.execute(trx);
      const current = await trx
        .selectFrom('encryption_keys')
        .select(['kid', sql<number>`extract(epoch from now() - created_at)::float8`.as('age')])
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (
        current &&
        (condition.minAgeSeconds === undefined || current.age < condition.minAgeSeconds)
      ) {
        return { rotated: false, retiredKid: undefined };
      }
      if (current) {
        await trx
          .updateTable('encryption_keys')
          .set({ retired_at: sql<Date>`now()` })
          .where('kid', '=', current.kid)
          .execute();
      }
      await trx.insertInto('encryption_keys').values(rowOf(next)).execute();
      await trx
        .deleteFrom('encryption_keys')
        .where(
          'retired_at',
          '<',
          sql<Date>`now() - make_interval(secs => ${condition.graceSeconds})`,
        )
        .execute();
      return { rotated: true, retiredKid: current?.kid };
    });
  }

  /**
   * Gives the current key `kid` an X25519 pair when it has none (a key made before decision 060).
   * Of instances doing it at once the first wins; the others keep what it stored (reload).
   */
  async addX25519(kid: string, pair: NewX25519Key): Promise<boolean> {
    const result = await this.#db
      .updateTable('encryption_keys')
      .set({ x25519_public_key: pair.publicKey, x25519_private_key: pair.privateKey })
      .where('kid', '=', kid)
      .where('retired_at', 'is', null)
      .where('x25519_public_key', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
