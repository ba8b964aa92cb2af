import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { WebhookMessage } from '#messaging/message.ts';
import { queueMessage } from '#modules/message-queue/message-queue.service.ts';
import { WebhooksRepo } from '#modules/webhooks/webhooks.repo.ts';

/** Something that happened to an account, for the webhook endpoints of its tenant. */
export interface AccountEvent {
  type: WebhookEventType;
  userId: string;
  /** The account's tenant; read from the account when not given. */
  tenantId?: string | undefined;
  /** More of what happened (never an e-mail address, phone or name). */
  data?: Record<string, unknown>;
}

/**
 * Where services report account events (decision 054). `emit` runs in the transaction of the
 * change (`executor`): a rolled-back change sends nothing, a committed one cannot lose its event.
 */
export interface AccountEvents {
  /** `executor`: the change's transaction; undefined for a change made without one. */
  emit(executor: Kysely<Database> | undefined, event: AccountEvent): Promise<void>;
}

/** The Standard Webhooks `webhook-id` of a delivery: `msg_` and its message id. */
export const webhookIdOf = (messageId: string) => `msg_${messageId.replaceAll('-', '')}`;

/** The JSON body of an event: `{ type, timestamp, data }` (Standard Webhooks' payload shape). */
export function webhookBody(type: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Account events to webhook deliveries: one queued message per enabled endpoint of the account's
 * tenant that subscribes to the event, in the change's transaction, tried once the transaction
 * committed (`firstTries`) and retried by the queue's worker.
 */
export class WebhookEvents implements AccountEvents {
  readonly #db: Kysely<Database>;
  readonly #secret: string | undefined;
  readonly #firstTries: ((ids: readonly string[]) => void) | undefined;

  /**
   * `secret`: KEY_ENCRYPTION_SECRET (seals the queued message); `firstTries`: the queue's
   * `attemptSoon` (none in the retention worker: the server's worker delivers).
   */
  constructor(deps: {
    db: Kysely<Database>;
    secret: string | undefined;
    firstTries?: (ids: readonly string[]) => void;
  }) {
    this.#db = deps.db;
    this.#secret = deps.secret;
    this.#firstTries = deps.firstTries;
  }

  async emit(executor: Kysely<Database> | undefined, event: AccountEvent): Promise<void> {
    if (executor === undefined) {
      await this.#db.transaction().execute((trx) => this.emit(trx, event));
      return;
    }
    const repo = new WebhooksRepo(executor);
    const tenantId = event.tenantId ?? (await repo.tenantOf(event.userId));
    if (tenantId === undefined) return;
    const endpoints = await repo.subscribed(tenantId, event.type);
    if (endpoints.length === 0) return;
    const body = webhookBody(event.type, { userId: event.userId, tenantId, ...event.data });
    const ids: string[] = [];
    for (const endpoint of endpoints) {
      const id = randomUUID();
      const message: WebhookMessage = {
        channel: 'webhook',
        purpose: event.type,
        endpointId: endpoint.id,
        messageId: id,
        webhookId: webhookIdOf(id),
        body,
      };
      ids.push(await queueMessage(executor, message, this.#secret, { id }));
    }
    this.#firstTries?.(ids);
  }

  /** `session.ended` for the accounts whose sessions these were (one event per account). */
  async sessionsEnded(
    executor: Kysely<Database>,
    sessionIds: readonly string[],
    reason: string,
  ): Promise<void> {
    if (sessionIds.length === 0) return;
    const accounts = await new WebhooksRepo(executor).accountsOfSessions(sessionIds);
    for (const account of accounts) {
      await this.emit(executor, {
        type: 'session.ended',
        userId: account.userId,
        tenantId: account.tenantId,
        data: { sessions: Number(account.sessions), reason },
      });
    }
  }
}
