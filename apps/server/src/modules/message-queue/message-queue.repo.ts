import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { Database, MessageStatus } from '#db/schema.ts';
import type { QueueChannel } from '#messaging/message.ts';

/** A message to keep: its sealed payload and what the console may show of it. */
export interface NewMessageRow {
  id: string;
  channel: QueueChannel;
  purpose: string;
  recipientMasked: string;
  payload: string;
  /** Seconds after which sending it is pointless (a code's lifetime); none for notices. */
  expiresInSeconds?: number | undefined;
}

/** A message claimed for one delivery attempt: `leaseToken` proves the claim. */
export interface ClaimedMessage {
  id: string;
  channel: QueueChannel;
  purpose: string;
  payload: string | null;
  attempts: number;
  leaseToken: string;
  expired: boolean;
}

/** A message as the console lists it (no payload). */
export interface MessageListRow {
  id: string;
  channel: QueueChannel;
  purpose: string;
  recipientMasked: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  deadAt: Date | null;
}

/** The queue's state for the metrics: messages waiting and dead, and the oldest waiting one's age. */
export interface QueueStats {
  waiting: number;
  dead: number;
  oldestWaitingSeconds: number;
}

const secondsFromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** The SQL of the durable message queue (decision 044). */
export class MessageQueueRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Keeps a message, in `trx` when the change that causes it has one; due at once. */
  async insert(row: NewMessageRow, trx: Kysely<Database> = this.#db): Promise<void> {
    await trx
      .insertInto('messages')
      .values({
        id: row.id,
        channel: row.channel,
        purpose: row.purpose,
        recipient_masked: row.recipientMasked,
        payload: row.payload,
        expires_at:
          row.expiresInSeconds === undefined ? null : secondsFromNow(row.expiresInSeconds),
      })
      .execute();
  }

  /**
   * Claims due messages (queued and due, or being sent by an instance whose lease ended) for
   * `leaseSeconds`: one atomic statement whose row locks are skipped by other claimers, so two
   * instances never claim one message. With `id`, that message only (the first attempt).
   */
  async claim(
    leaseToken: string,
    leaseSeconds: number,
    limit: number,
    id?: string,
  ): Promise<ClaimedMessage[]> {
    const only = id === undefined ? sql`` : sql`AND id = ${id}`;
    const result = await sql<{
      id: string;
      channel: QueueChannel;
      purpose: string;
      payload: string | null;
      attempts: number;
      expired: boolean;
    }>`
      UPDATE messages
      SET status = 'sending',
          attempts = attempts + 1,
          lease_token = ${leaseToken},
          next_attempt_at = ${secondsFromNow(leaseSeconds)}
      WHERE id IN (
        SELECT id FROM messages
        WHERE status IN ('queued', 'sending') AND next_attempt_at <= now() ${only}
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, channel, purpose, payload, attempts,
        (expires_at IS NOT NULL AND expires_at <= now()) AS expired`.execute(this.#db);
    return result.rows.map((row) => ({ ...row, leaseToken }));
  }

  /** Records a delivery: the payload goes. False when the lease was lost meanwhile. */
  async markSent(id: string, leaseToken: string): Promise<boolean> {
    return this.#finish(id, leaseToken, {
      status: 'sent',
      payload: null,
      sent_at: sql<Date>`now()`,
      lease_token: null,
      last_error: null,
    });
  }

  /** A code past its lifetime is not sent any more; its payload goes. */
  async markExpired(id: string, leaseToken: string): Promise<boolean> {
    return this.#finish(id, leaseToken, { status: 'expired', payload: null, lease_token: null });
  }

  /** A failed attempt: due again in `retryInSeconds`, or a dead letter (`dead`). */
  async markFailed(
    id: string,
    leaseToken: string,
    failure: { error: string; dead: boolean; retryInSeconds: number },
  ): Promise<boolean> {
    return this.#finish(id, leaseToken, {
      status: failure.dead ? 'dead' : 'queued',
      next_attempt_at: secondsFromNow(failure.retryInSeconds),
      last_error: failure.error.slice(0, 500),
      lease_token: null,
      dead_at: failure.dead ? sql<Date>`now()` : null,
    });
  }

  async #finish(
    id: string,
    leaseToken: string,
    values: UpdateObject<Database, 'messages'>,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('messages')
      .set(values)
      .where('id', '=', id)
      .where('lease_token', '=', leaseToken)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A dead letter queued again with fresh tries; false when it is not (or no longer) dead. */
  async requeueDead(id: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('messages')
      .set({
        status: 'queued',
        attempts: 0,
        next_attempt_at: sql<Date>`now()`,
        dead_at: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'dead')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Messages queued again by hand (a webhook redelivery after its endpoint was enabled). */
  async requeue(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.#db
      .updateTable('messages')
      .set({ status: 'queued', attempts: 0, next_attempt_at: sql<Date>`now()`, dead_at: null })
      .where('id', 'in', ids)
      .where('status', '=', 'dead')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * The message's status. `settled`: once a claim of it under way has committed (a share lock
   * waits for another instance's claim that has locked the row and not committed yet, and then
   * reads what it wrote), so that a message a worker is taking is not read as still `queued`.
   */
  async status(id: string, settled = false): Promise<MessageStatus | undefined> {
    const query = this.#db.selectFrom('messages').select('status').where('id', '=', id);
    const row = await (settled ? query.forShare() : query).executeTakeFirst();
    return row?.status;
  }

  /** Messages waiting (queued or being sent) or dead, oldest first. */
  async list(statuses: readonly MessageStatus[], limit: number): Promise<MessageListRow[]> {
    return this.#db
      .selectFrom('messages')
      .select([
        'id',
        'channel',
        'purpose',
        'recipient_masked as recipientMasked',
        'status',
        'attempts',
        'last_error as lastError',
        'created_at as createdAt',
        'next_attempt_at as nextAttemptAt',
        'dead_at as deadAt',
      ])
      .where('status', 'in', statuses)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async stats(): Promise<QueueStats> {
    const row = await sql<{ waiting: number; dead: number; oldest: number | null }>`
      SELECT
        count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS waiting,
        count(*) FILTER (WHERE status = 'dead')::int AS dead,
        extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('queued', 'sending')))::float8 AS oldest
      FROM messages`.execute(this.#db);
    const stats = row.rows[0];
    return {
      waiting: stats?.waiting ?? 0,
      dead: stats?.dead ?? 0,
      oldestWaitingSeconds: Math.max(0, stats?.oldest ?? 0),
    };
  }
}
