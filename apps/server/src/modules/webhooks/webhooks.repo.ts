import { sql, type Kysely } from 'kysely';
import type { Database, MessageStatus } from '#db/schema.ts';

/** An endpoint as stored (its secret sealed). */
export interface WebhookEndpointRow {
  id: string;
  tenantId: string;
  url: string;
  description: string;
  events: string[];
  secretSealed: string;
  enabled: boolean;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
}

/** One try of a delivery, as the delivery log keeps it. */
export interface WebhookAttemptRow {
  messageId: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  succeeded: boolean;
  createdAt: Date;
}

/** A delivery (a message of the queue) of an endpoint. */
export interface WebhookMessageRow {
  id: string;
  purpose: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
}

/** How the queue names an endpoint's messages (`messages.recipient_masked`). */
export const endpointRecipient = (endpointId: string) => `endpoint:${endpointId}`;

const ENDPOINT_COLUMNS = [
  'id',
  'tenant_id as tenantId',
  'url',
  'description',
  'events',
  'secret_sealed as secretSealed',
  'enabled',
  'disabled_reason as disabledReason',
  'consecutive_failures as consecutiveFailures',
  'created_at as createdAt',
] as const;

/** The SQL of webhooks (decision 054). */
export class WebhooksRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(endpoint: {
    id: string;
    tenantId: string;
    url: string;
    description: string;
    events: string[];
    secretSealed: string;
    createdBy: string;
  }): Promise<WebhookEndpointRow> {
    await this.#db
      .insertInto('webhook_endpoints')
      .values({
        id: endpoint.id,
        tenant_id: endpoint.tenantId,
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events,
        secret_sealed: endpoint.secretSealed,
        created_by: endpoint.createdBy,
      })
      .execute();
    return (await this.find(endpoint.tenantId, endpoint.id)) as WebhookEndpointRow;
  }

  /** A tenant's endpoints, or every tenant's (`undefined`). */
  list(tenantId: string | undefined): Promise<WebhookEndpointRow[]> {
    let query = this.#db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS);
    if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
    return query.orderBy('tenant_id').orderBy('created_at').orderBy('id').execute();
  }

  /** The tenant's endpoint (undefined for another tenant's). */
  find(tenantId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    return this.#db
      .selectFrom('webhook_endpoints')
      .select(ENDPOINT_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Any tenant's endpoint, for its delivery. */
  byId(id: string): Promise<WebhookEndpointRow | undefined> {
    return this.#db
      .selectFrom('webhook_endpoints')
      .select(ENDPOINT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The tenant of an account (in the change's transaction when the repo is built on it). */
  async tenantOf(userId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .select('tenant_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.tenant_id;
  }

  /** The accounts of these sessions with how many of them each had. */
  accountsOfSessions(
    sessionIds: readonly string[],
  ): Promise<{ userId: string; tenantId: string; sessions: number }[]> {
    return this.#db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id as userId', 'users.tenant_id as tenantId'])
      .select((eb) => eb.fn.count<number>('sessions.id').as('sessions'))
      .where('sessions.id', 'in', sessionIds)
      .groupBy(['users.id', 'users.tenant_id'])
      .execute();
  }

  /** The enabled endpoints of a tenant that receive `type` (built on the change's transaction). */
  subscribed(tenantId: string, type: string): Promise<{ id: string }[]> {
    return this.#db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('enabled', '=', true)
      .where(sql<boolean>`${type} = ANY(events)`)
      .execute();
  }

  async remove(tenantId: string, id: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('webhook_endpoints')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async enable(tenantId: string, id: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('webhook_endpoints')
      .set({
        enabled: true,
        disabled_reason: null,
        consecutive_failures: 0,
        updated_at: sql<Date>`now()`,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Records one try; a success resets the endpoint's failures, a failure counts one more and
   * disables the endpoint when it reaches `disableAfter`. Whether this try disabled it.
   */
  async recordAttempt(
    attempt: {
      endpointId: string;
      messageId: string;
      webhookId: string;
      eventType: string;
      statusCode: number | null;
      error: string | null;
      durationMs: number;
      succeeded: boolean;
    },
    disableAfter: number,
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({
          endpoint_id: attempt.endpointId,
          message_id: attempt.messageId,
          webhook_id: attempt.webhookId,
          event_type: attempt.eventType,
          status_code: attempt.statusCode,
          error: attempt.error?.slice(0, 500) ?? null,
          duration_ms: attempt.durationMs,
          succeeded: attempt.succeeded,
        })
        .execute();
      if (attempt.succeeded) {
        await trx
          .updateTable('webhook_endpoints')
          .set({ consecutive_failures: 0 })
          .where('id', '=', attempt.endpointId)
          .execute();
        return false;
      }
      const row = await trx
        .updateTable('webhook_endpoints')
        .set({ consecutive_failures: sql<number>`consecutive_failures + 1` })
        .where('id', '=', attempt.endpointId)
        .returning(['consecutive_failures as failures', 'enabled'])
        .executeTakeFirst();
      if (!row?.enabled || row.failures < disableAfter) return false;
      await trx
        .updateTable('webhook_endpoints')
        .set({
          enabled: false,
          disabled_reason: `${row.failures} failed deliveries in a row`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', attempt.endpointId)
        .execute();
      return true;
    });
  }

  /** The endpoint's last deliveries, newest first. */
  messages(endpointId: string, limit: number): Promise<WebhookMessageRow[]> {
    return this.#db
      .selectFrom('messages')
      .select([
        'id',
        'purpose',
        'status',
        'attempts',
        'last_error as lastError',
        'created_at as createdAt',
        'next_attempt_at as nextAttemptAt',
      ])
      .where('channel', '=', 'webhook')
      .where('recipient_masked', '=', endpointRecipient(endpointId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The tries of these deliveries, oldest first. */
  async attempts(messageIds: readonly string[]): Promise<WebhookAttemptRow[]> {
    if (messageIds.length === 0) return [];
    return this.#db
      .selectFrom('webhook_attempts')
      .select([
        'message_id as messageId',
        'status_code as statusCode',
        'error',
        'duration_ms as durationMs',
        'succeeded',
        'created_at as createdAt',
      ])
      .where('message_id', 'in', messageIds)
      .orderBy('created_at')
      .execute();
  }

  /** Whether this is a dead delivery of this endpoint (one a redelivery may queue again). */
  async isDeadMessageOf(endpointId: string, messageId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', messageId)
      .where('channel', '=', 'webhook')
      .where('recipient_masked', '=', endpointRecipient(endpointId))
      .where('status', '=', 'dead')
      .executeTakeFirst();
    return row !== undefined;
  }
}
