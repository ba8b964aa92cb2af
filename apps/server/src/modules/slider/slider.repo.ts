import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** The challenge as its answer sees it, with the time it took by the database clock. */
export interface AnsweredChallenge {
  target: number;
  tolerance: number;
  /** Milliseconds from issuing the challenge to this answer. */
  elapsedMs: number;
}

/** How long rows stay: the per-IP cap counts the challenges of the last hour. */
export const SLIDER_RATE_WINDOW_SECONDS = 60 * 60;

/** Slider challenges and their tickets; every time is the database's clock. */
export class SliderRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Serialises challenge issuing per client IP across transactions and instances, so that
   * parallel requests cannot overshoot the per-IP cap.
   */
  async lockClientIp(trx: Kysely<Database>, clientIp: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`slider-ip:${clientIp}`}))`.execute(trx);
  }

  /**
   * Challenges `clientIp` fetched within the rate window, and the seconds until the oldest of
   * them leaves it (when one more would be refused, that is the wait).
   */
  async countRecent(
    trx: Kysely<Database>,
    clientIp: string,
  ): Promise<{ count: number; oldestLeavesInSeconds: number }> {
    const row = await trx
      .selectFrom('slider_challenges')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(ceil(extract(epoch from min(created_at) + make_interval(secs => ${SLIDER_RATE_WINDOW_SECONDS}) - now())), 0)::int`.as(
          'oldestLeavesInSeconds',
        ),
      ])
      .where('client_ip', '=', clientIp)
      .where(
        'created_at',
        '>',
        sql<Date>`now() - make_interval(secs => ${SLIDER_RATE_WINDOW_SECONDS})`,
      )
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Stores a new challenge; rows older than the rate window are deleted on the way. */
  async insert(
    trx: Kysely<Database>,
    values: {
      tenantId: string;
      target: number;
      tolerance: number;
      clientIp: string;
      ttlSeconds: number;
      /** The size of the proof of work the challenge demands, if any. */
      proofOfWorkMaxNumber?: number | undefined;
    },
  ): Promise<string> {
    await trx
      .deleteFrom('slider_challenges')
      .where(
        'created_at',
        '<',
        sql<Date>`now() - make_interval(secs => ${SLIDER_RATE_WINDOW_SECONDS})`,
      )
      .execute();
    const row = await trx
      .insertInto('slider_challenges')
      .values({
        tenant_id: values.tenantId,
        target: values.target,
        tolerance: values.tolerance,
        client_ip: values.clientIp,
        proof_of_work_max_number: values.proofOfWorkMaxNumber ?? null,
        expires_at: sql<Date>`now() + make_interval(secs => ${values.ttlSeconds})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Whether a live, unanswered challenge of `tenantId` demands a proof of work: its size, null for
   * none, undefined when there is no such challenge (its answer is refused when it is used).
   */
  async demandedWork(id: string, tenantId: string): Promise<number | null | undefined> {
    const row = await this.#db
      .selectFrom('slider_challenges')
      .select('proof_of_work_max_number')
      .where('id', '=', id)
      .where('tenant_id', '=', tenantId)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row === undefined ? undefined : row.proof_of_work_max_number;
  }

  /**
   * Marks a live challenge of `tenantId` answered. Atomic: of parallel answers exactly one gets the
   * challenge, the others (and answers to unknown, expired or answered challenges, or to another
   * tenant's) undefined.
   */
  async answer(
    trx: Kysely<Database>,
    id: string,
    tenantId: string,
  ): Promise<AnsweredChallenge | undefined> {
    return trx
      .updateTable('slider_challenges')
      .set({ answered_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('tenant_id', '=', tenantId)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning([
        'target',
        'tolerance',
        sql<number>`(extract(epoch from now() - created_at) * 1000)::int`.as('elapsedMs'),
      ])
      .executeTakeFirst();
  }

  /** Attaches the ticket of a passed answer. */
  async attachTicket(
    trx: Kysely<Database>,
    id: string,
    ticket: { hash: string; ttlSeconds: number },
  ): Promise<void> {
    await trx
      .updateTable('slider_challenges')
      .set({
        ticket_hash: ticket.hash,
        ticket_expires_at: sql<Date>`now() + make_interval(secs => ${ticket.ttlSeconds})`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Uses a live ticket of `tenantId` up. Atomic: of parallel uses exactly one gets `true`. Another
   * tenant's ticket is not touched.
   */
  async useTicket(hash: string, tenantId: string): Promise<boolean> {
    const row = await this.#db
      .updateTable('slider_challenges')
      .set({ ticket_used_at: sql<Date>`now()` })
      .where('ticket_hash', '=', hash)
      .where('tenant_id', '=', tenantId)
      .where('ticket_used_at', 'is', null)
      .where('ticket_expires_at', '>', sql<Date>`now()`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
