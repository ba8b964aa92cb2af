import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export type ChallengePurpose = 'register' | 'sign-in';

export interface PasskeyRow {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  aaguid: string;
}

const columns = [
  'passkeys.id',
  'passkeys.user_id',
  'passkeys.credential_id',
  'passkeys.public_key',
  'passkeys.counter',
  'passkeys.transports',
  'passkeys.name',
  'passkeys.created_at',
  'passkeys.last_used_at',
  'passkeys.backed_up',
] as const;

function toRow(row: {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  backed_up: boolean;
}): PasskeyRow {
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports === '' ? [] : row.transports.split(','),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    backedUp: row.backed_up,
  };
}

/** The passkeys and their WebAuthn challenges (migrations 0014, 0016). */
export class PasskeysRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async saveChallenge(challenge: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    tenantId: string;
    ttlSeconds: number;
  }): Promise<void> {
    await this.#db
      .insertInto('webauthn_challenges')
      .values({
        challenge: challenge.challenge,
        purpose: challenge.purpose,
        user_id: challenge.userId,
        tenant_id: challenge.tenantId,
        expires_at: sql<Date>`now() + make_interval(secs => ${challenge.ttlSeconds})`,
      })
      .execute();
  }

  /**
   * Uses a challenge up: it must be unexpired, unused, of this purpose and tenant. Returns its
   * account (null for a sign-in's), or undefined when it cannot be used. One statement, so of two
   * parallel uses one wins.
   */
  async useChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    tenantId: string,
  ): Promise<{ userId: string | null } | undefined> {
    const row = await this.#db
      .updateTable('webauthn_challenges')
      .set({ used_at: sql<Date>`now()` })
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('tenant_id', '=', tenantId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    return row && { userId: row.user_id };
  }

  async list(userId: string): Promise<PasskeyRow[]> {
    const rows = await this.#db
      .selectFrom('passkeys')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRow);
  }

  /** The passkey of a credential id, if its account is of `tenantId`. */
  async findByCredential(credentialId: string, tenantId: string): Promise<PasskeyRow | undefined> {
    const row = await this.#db
      .selectFrom('passkeys')
      .innerJoin('users', 'users.id', 'passkeys.user_id')
      .select(columns)
      .where('passkeys.credential_id', '=', credentialId)
      .where('users.tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** Adds a passkey; false when its credential id is registered already (to any account). */
  async insert(
    passkey: NewPasskey,
    executor: Kysely<Database> = this.#db,
  ): Promise<PasskeyRow | undefined> {
    const row = await executor
      .insertInto('passkeys')
      .values({
        user_id: passkey.userId,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports.join(','),
        name: passkey.name,
        device_type: passkey.deviceType,
        backed_up: passkey.backedUp,
        aaguid: passkey.aaguid,
      })
      .onConflict((conflict) => conflict.column('credential_id').doNothing())
      .returning(columns)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /**
   * A sign-in used the passkey: the new counter and backup state. The counter must still be the one
   * read (a parallel sign-in with the same assertion loses); false when it was not.
   */
  async recordUse(
    executor: Kysely<Database>,
    id: string,
    previousCounter: number,
    update: { counter: number; backedUp: boolean },
  ): Promise<boolean> {
    const result = await executor
      .updateTable('passkeys')
      .set({
        counter: update.counter,
        backed_up: update.backedUp,
        last_used_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('counter', '=', String(previousCounter))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
    const row = await this.#db
      .updateTable('passkeys')
      .set({ name })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(columns)
      .executeTakeFirst();
    return row && toRow(row);
  }

  async remove(
    userId: string,
    id: string,
    executor: Kysely<Database> = this.#db,
  ): Promise<boolean> {
    const result = await executor
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }
}
