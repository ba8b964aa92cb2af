import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_HEADERS } from '@account-centre/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookMessage } from '#messaging/message.ts';
import { openPrivateKey } from '#modules/keys/key-sealing.ts';
import { UndeliverableError } from '#modules/message-queue/message-queue.service.ts';
import { guardedLookup, webhookUrlProblem } from '#modules/webhooks/webhook-target.ts';
import { webhookSignature } from '#modules/webhooks/webhook-signature.ts';
import type { WebhooksRepo } from '#modules/webhooks/webhooks.repo.ts';

/** The sealing context of an endpoint's secret. */
export const secretContext = (endpointId: string) => `webhook.${endpointId}`;

export interface WebhookSettings {
  /** WEBHOOK_PRIVATE_TARGETS: `http` and private or loopback addresses allowed (development). */
  allowPrivateTargets: boolean;
  /** WEBHOOK_DISABLE_AFTER_FAILURES: failed tries in a row that disable an endpoint. */
  disableAfterFailures: number;
  /** How long a receiver has to answer. */
  timeoutMs: number;
  /** KEY_ENCRYPTION_SECRET: opens the endpoints' secrets. */
  secret: string | undefined;
}

/** What a receiver answered: its status, or why there was no answer. */
interface Outcome {
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs `body` to `url` with `headers`: no redirect is followed, the connection only to public
 * addresses (unless allowed), the answer's body read and dropped (at most 64 KiB).
 */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  settings: Pick<WebhookSettings, 'allowPrivateTargets' | 'timeoutMs'>,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(settings.allowPrivateTargets),
        timeout: settings.timeoutMs,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) response.destroy();
        });
        response.on('close', () =>
          resolve({ statusCode: response.statusCode ?? null, error: null }),
        );
        response.on('error', () =>
          resolve({ statusCode: response.statusCode ?? null, error: null }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${settings.timeoutMs} ms`)),
    );
    request.on('error', (error) => resolve({ statusCode: null, error: error.message }));
    request.end(body);
  });
}

/**
 * The queue's transport of webhook deliveries (decision 054): reads the endpoint, signs the body
 * as Standard Webhooks describes with a fresh timestamp, POSTs it, and writes the try to the
 * delivery log. A 2xx answer delivers it; anything else fails the try (the queue retries it with
 * back-off), and enough failures in a row disable the endpoint.
 */
export class WebhookSender {
  readonly name = 'webhook';
  readonly #repo: WebhooksRepo;
  readonly #settings: WebhookSettings;
  readonly #log: FastifyBaseLogger;

  constructor(deps: { repo: WebhooksRepo; settings: WebhookSettings; log: FastifyBaseLogger }) {
    this.#repo = deps.repo;
    this.#settings = deps.settings;
    this.#log = deps.log;
  }

  async send(message: WebhookMessage): Promise<void> {
    const endpoint = await this.#repo.byId(message.endpointId);
    if (!endpoint) throw new UndeliverableError('the endpoint was removed');
    if (!endpoint.enabled) throw new UndeliverableError('the endpoint is disabled');
    const problem = webhookUrlProblem(endpoint.url, this.#settings.allowPrivateTargets);
    if (problem) throw new UndeliverableError(`the endpoint's URL is refused: ${problem}`);
    const secret = openPrivateKey(
      endpoint.secretSealed,
      secretContext(endpoint.id),
      this.#settings.secret,
    ).toString('utf8');
    const timestamp = Math.floor(Date.now() / 1000);
    const started = performance.now();
    const outcome = await post(
      new URL(endpoint.url),
      {
        'content-type': 'application/json',
        'user-agent': 'account-centre-webhooks/1',
        [WEBHOOK_HEADERS.id]: message.webhookId,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: webhookSignature(
          secret,
          message.webhookId,
          timestamp,
          message.body,
        ),
      },
      message.body,
      this.#settings,
    );
    const succeeded =
      outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const error = succeeded
      ? null
      : (outcome.error ?? `the endpoint answered HTTP ${String(outcome.statusCode)}`);
    const disabled = await this.#repo.recordAttempt(
      {
        endpointId: endpoint.id,
        messageId: message.messageId,
        webhookId: message.webhookId,
        eventType: message.purpose,
        statusCode: outcome.statusCode,
        error,
        durationMs: Math.round(performance.now() - started),
        succeeded,
      },
      this.#settings.disableAfterFailures,
    );
    if (disabled) {
      this.#log.warn(
        { endpointId: endpoint.id },
        'webhook endpoint disabled after repeated failure',
      );
    }
    if (error !== null) throw new Error(error);
  }
}
