import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface CodeRow {
  id: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  createdAt: Date;
  /** The database's clock when the row was read: every time comparison uses one clock. */
  now: Date;
}

export class VerificationRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Serialises code sending per destination across transactions and instances. */
  lockDestination(trx: Kysely<Database>, destination: string): Promise<void> {
    return lockUntilCommit(trx, `verification:${destination}`);
  }

  /**
   * Serialises code sending per client IP, so that parallel requests cannot overshoot the per-IP
   * cap. Taken before `lockDestination`: one order everywhere, no deadlock.
   */
  lockClientIp(trx: Kysely<Database>, clientIp: string): Promise<void> {
    return lockUntilCommit(trx, `verification-ip:${clientIp}`);
  }

  /** The newest code of the tenant for this destination and purpose. */
  async latest(
    tenantId: string,
    destination: string,
    purpose: string,
    executor: Kysely<Database> = this.#db,
  ): Promise<CodeRow | undefined> {
    return executor
      .selectFrom('verification_codes')
      .select([
        'id',
        'code_hash as codeHash',
        'expires_at as expiresAt',
        'attempts',
        'consumed_at as consumedAt',
        'created_at as createdAt',
        sql<Date>`now()`.as('now'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Codes sent to `destination` (any purpose, any tenant: one mailbox) in the last `seconds`. */
  async countSentSince(
    trx: Kysely<Database>,
    destination: string,
    seconds: number,
  ): Promise<number> {
    const row = await trx
      .selectFrom('verification_codes')
      .select(sql<number>`count(*)::int`.as('sent'))
      .where('destination', '=', destination)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .executeTakeFirstOrThrow();
    return row.sent;
  }

  /** Codes sent at the request of `clientIp` (any destination and purpose) in the last `seconds`. */
  async countRequestedByIpSince(
    trx: Kysely<Database>,
    clientIp: string,
    seconds: number,
  ): Promise<number> {
    const row = await trx
      .selectFrom('verification_codes')
      .select(sql<number>`count(*)::int`.as('sent'))
      .where('client_ip', '=', clientIp)
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .executeTakeFirstOrThrow();
    return row.sent;
  }

  async insert(
    trx: Kysely<Database>,
    values: {
      tenantId: string;
      destination: string;
      purpose: string;
      codeHash: string;
      ttlSeconds: number;
      clientIp: string;
    },
  ): Promise<string> {
    const row = await trx
      .insertInto('verification_codes')
      .values({
        tenant_id: values.tenantId,
        destination: values.destination,
        purpose: values.purpose,
        code_hash: values.codeHash,
        client_ip: values.clientIp,
        expires_at: sql<Date>`now() + make_interval(secs => ${values.ttlSeconds})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Counts one wrong try; undefined when the code has no tries left (or is gone). */
  async recordWrongAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('verification_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /**
   * Marks the code used. Atomic: of several transactions consuming the same code, exactly one
   * gets `true` (the others wait for its row lock and then see `consumed_at` set).
   */
  async consume(trx: Kysely<Database>, id: string, maxAttempts: number): Promise<boolean> {
    const row = await trx
      .updateTable('verification_codes')
      .set({ consumed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('attempts', '<', maxAttempts)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** A transaction-scoped advisory lock on `key`: held until the transaction ends. */
async function lockUntilCommit(trx: Kysely<Database>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
