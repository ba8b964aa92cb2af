import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface DoubleCheckTicket {
  userId: string;
  clientId: string;
}

/** Double-check tickets, stored only as SHA-256 hashes; times by the database clock. */
export class DoubleCheckRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a new ticket; the account's expired tickets are deleted on the way (they serve nothing). */
  async insert(ticket: {
    hash: string;
    userId: string;
    clientId: string;
    ttlSeconds: number;
  }): Promise<void> {
    await this.#db
      .deleteFrom('double_check_tickets')
      .where('user_id', '=', ticket.userId)
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    await this.#db
      .insertInto('double_check_tickets')
      .values({
        token_hash: ticket.hash,
        user_id: ticket.userId,
        client_id: ticket.clientId,
        expires_at: sql<Date>`now() + make_interval(secs => ${ticket.ttlSeconds})`,
      })
      .execute();
  }

  /** The ticket if it is live (unused and unexpired) and its account of `tenantId`. */
  findLive(hash: string, tenantId: string): Promise<DoubleCheckTicket | undefined> {
    return this.#db
      .selectFrom('double_check_tickets')
      .innerJoin('users', 'users.id', 'double_check_tickets.user_id')
      .select([
        'double_check_tickets.user_id as userId',
        'double_check_tickets.client_id as clientId',
      ])
      .where('double_check_tickets.token_hash', '=', hash)
      .where('double_check_tickets.used_at', 'is', null)
      .where('double_check_tickets.expires_at', '>', sql<Date>`now()`)
      .where('users.tenant_id', '=', tenantId)
      .executeTakeFirst();
  }

  /**
   * Marks a live ticket of an account of `tenantId` used inside the caller's transaction. Atomic:
   * of parallel uses exactly one gets the ticket, the others undefined.
   */
  use(
    trx: Kysely<Database>,
    hash: string,
    tenantId: string,
  ): Promise<DoubleCheckTicket | undefined> {
    return trx
      .updateTable('double_check_tickets')
      .from('users')
      .set({ used_at: sql<Date>`now()` })
      .whereRef('users.id', '=', 'double_check_tickets.user_id')
      .where('users.tenant_id', '=', tenantId)
      .where('double_check_tickets.token_hash', '=', hash)
      .where('double_check_tickets.used_at', 'is', null)
      .where('double_check_tickets.expires_at', '>', sql<Date>`now()`)
      .returning([
        'double_check_tickets.user_id as userId',
        'double_check_tickets.client_id as clientId',
      ])
      .executeTakeFirst();
  }
}
