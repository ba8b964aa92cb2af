import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { Delivery, MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import { webhookBody, webhookIdOf } from '#modules/webhooks/webhook-events.ts';
import { secretContext } from '#modules/webhooks/webhook-sender.ts';
import { newWebhookSecret } from '#modules/webhooks/webhook-signature.ts';
import { webhookUrlProblem } from '#modules/webhooks/webhook-target.ts';
import type { WebhookEndpointRow, WebhooksRepo } from '#modules/webhooks/webhooks.repo.ts';

/** Who acts: the management API's client, as the audit names it (`client:<id>`). */
export interface WebhookActor {
  id: string | null;
  email: string;
}

/** The console's audit log, where every change is written as its caller. */
export interface WebhookAudit {
  recordAction(
    by: WebhookActor,
    action: string,
    client: ClientInfo,
    target?: { target?: string | undefined; tenantId?: string | undefined },
  ): Promise<void>;
}

/** Deliveries a listing shows. */
const DELIVERY_LIMIT = 50;

const endpointOf = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  tenantId: row.tenantId,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The webhook endpoints of a tenant (decision 054), as the management API registers and tests
 * them: every change audited as its caller.
 */
export class WebhooksService {
  readonly #repo: WebhooksRepo;
  readonly #queue: MessageQueue;
  readonly #audit: WebhookAudit;
  readonly #settings: { allowPrivateTargets: boolean; secret: string | undefined };

  constructor(deps: {
    repo: WebhooksRepo;
    queue: MessageQueue;
    audit: WebhookAudit;
    settings: { allowPrivateTargets: boolean; secret: string | undefined };
  }) {
    this.#repo = deps.repo;
    this.#queue = deps.queue;
    this.#audit = deps.audit;
    this.#settings = deps.settings;
  }

  async list(tenantId: string): Promise<WebhookEndpoint[]> {
    return (await this.#repo.list(tenantId)).map(endpointOf);
  }

  /** Every tenant's endpoints (the console's admins). */
  async listAll(): Promise<WebhookEndpoint[]> {
    return (await this.#repo.list(undefined)).map(endpointOf);
  }

  /** The tenant of an endpoint (the console acts across tenants); 40400 when there is none. */
  async tenantOf(id: string): Promise<string> {
    const endpoint = await this.#repo.byId(id);
    if (!endpoint) throw appError('notFound');
    return endpoint.tenantId;
  }

  /** Registers an endpoint; its secret is answered this once. */
  async create(
    by: WebhookActor,
    tenantId: string,
    input: { url: string; events: readonly string[]; description?: string | undefined },
    client: ClientInfo,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const problem = webhookUrlProblem(input.url, this.#settings.allowPrivateTargets);
    if (problem) throw appError('consoleInputRefused', `url: ${problem}`);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const row = await this.#repo.insert({
      id,
      tenantId,
      url: new URL(input.url).toString(),
      description: input.description ?? '',
      events: [...new Set(input.events)],
      secretSealed: sealPrivateKey(
        Buffer.from(secret, 'utf8'),
        secretContext(id),
        this.#settings.secret,
      ),
      createdBy: by.email,
    });
    await this.#audit.recordAction(by, 'webhook-create', client, { target: id, tenantId });
    return { endpoint: endpointOf(row), secret };
  }

  async remove(by: WebhookActor, tenantId: string, id: string, client: ClientInfo): Promise<void> {
    if (!(await this.#repo.remove(tenantId, id))) throw appError('notFound');
    await this.#audit.recordAction(by, 'webhook-delete', client, { target: id, tenantId });
  }

  async enable(
    by: WebhookActor,
    tenantId: string,
    id: string,
    client: ClientInfo,
  ): Promise<WebhookEndpoint> {
    if (!(await this.#repo.enable(tenantId, id))) throw appError('notFound');
    await this.#audit.recordAction(by, 'webhook-enable', client, { target: id, tenantId });
    return endpointOf((await this.#repo.find(tenantId, id)) as WebhookEndpointRow);
  }

  /** Sends `webhook.test` to the endpoint now (through the queue: retried like any event). */
  async test(
    by: WebhookActor,
    tenantId: string,
    id: string,
    client: ClientInfo,
  ): Promise<{ messageId: string; delivery: Delivery }> {
    const endpoint = await this.#repo.find(tenantId, id);
    if (!endpoint) throw appError('notFound');
    const messageId = randomUUID();
    await this.#queue.enqueue(
      {
        channel: 'webhook',
        purpose: WEBHOOK_TEST_EVENT,
        endpointId: id,
        messageId,
        webhookId: webhookIdOf(messageId),
        body: webhookBody(WEBHOOK_TEST_EVENT, { endpointId: id, tenantId }),
      },
      { id: messageId },
    );
    await this.#audit.recordAction(by, 'webhook-test', client, { target: id, tenantId });
    return { messageId, delivery: await this.#queue.attempt(messageId) };
  }

  async deliveries(tenantId: string, id: string): Promise<WebhookDelivery[]> {
    if (!(await this.#repo.find(tenantId, id))) throw appError('notFound');
    const messages = await this.#repo.messages(id, DELIVERY_LIMIT);
    const tries = await this.#repo.attempts(messages.map((message) => message.id));
    return messages.map((message) => ({
      messageId: message.id,
      webhookId: webhookIdOf(message.id),
      eventType: message.purpose,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      createdAt: message.createdAt.toISOString(),
      nextAttemptAt: message.nextAttemptAt.toISOString(),
      tries: tries
        .filter((one) => one.messageId === message.id)
        .map((one) => ({
          at: one.createdAt.toISOString(),
          statusCode: one.statusCode,
          error: one.error,
          durationMs: one.durationMs,
          succeeded: one.succeeded,
        })),
    }));
  }

  /** A dead delivery queued again (same `webhook-id`) and tried at once. */
  async redeliver(
    by: WebhookActor,
    tenantId: string,
    id: string,
    messageId: string,
    client: ClientInfo,
  ): Promise<{ messageId: string; delivery: Delivery }> {
    if (
      !(await this.#repo.find(tenantId, id)) ||
      !(await this.#repo.isDeadMessageOf(id, messageId)) ||
      (await this.#queue.requeue([messageId])) === 0
    ) {
      throw appError('notFound', 'no dead delivery of this endpoint with this id');
    }
    await this.#audit.recordAction(by, 'webhook-redeliver', client, {
      target: messageId,
      tenantId,
    });
    return { messageId, delivery: await this.#queue.attempt(messageId) };
  }
}
