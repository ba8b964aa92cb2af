import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { maskEmail, maskPhone } from '#lib/mask.ts';
import type { QueueChannel, QueuedMessage } from '#messaging/message.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import {
  MessageQueueRepo,
  type ClaimedMessage,
  type MessageListRow,
} from '#modules/message-queue/message-queue.repo.ts';

/** The queue's settings (MESSAGE_* variables). */
export interface MessageQueueSettings {
  /** Tries before a message becomes a dead letter. */
  maxAttempts: number;
  /** The first retry's delay; each further retry waits twice as long (with jitter), up to an hour. */
  retryBaseSeconds: number;
  /** How long a claim lasts: a message claimed by an instance that died is due again after it. */
  leaseSeconds: number;
  /** How long a request waits for the first delivery attempt of its message. */
  firstAttemptWaitMs: number;
  /** How often the worker looks for due messages; 0: no worker. */
  workerIntervalMs: number;
  /** KEY_ENCRYPTION_SECRET: seals the stored messages. */
  secret: string | undefined;
}

/** What a message's first attempt came to: delivered, or kept for the worker to retry. */
export type Delivery = 'sent' | 'queued';

/** The longest wait between two tries. */
const MAX_RETRY_SECONDS = 3600;
/** Messages one worker round claims. */
const BATCH = 20;

/**
 * The delay before try `attempts + 1`: exponential from `baseSeconds`, capped at an hour, with
 * "equal jitter" (half fixed, half random) so that many messages failed by one outage do not all
 * come back at the same moment.
 */
export function retryDelaySeconds(
  attempts: number,
  baseSeconds: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(MAX_RETRY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return exponential / 2 + (exponential / 2) * random();
}

const sealingContext = (id: string) => `message.${id}`;

/**
 * A failure that no retry can mend (a webhook endpoint disabled or removed): the message becomes
 * a dead letter at once, kept for a redelivery by hand.
 */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}

/** What the queue sends through: e-mail and SMS, webhook deliveries, logout tokens (by channel). */
export interface QueueTransport {
  readonly name: string;
  /** Resolves once the message is accepted; rejects when it could not be delivered. */
  send(message: QueuedMessage): Promise<void>;
}

/** What the console may show of a message's recipient: never the address itself. */
function recipientOf(message: QueuedMessage): string {
  switch (message.channel) {
    case 'email':
      return maskEmail(message.to);
    case 'sms':
      return maskPhone(message.to);
    case 'webhook':
      return `endpoint:${message.endpointId}`;
    case 'logout':
      return `client:${message.clientId}`;
  }
}

/**
 * Keeps `message` in the queue through `executor` (the transaction of its cause, or the
 * database): the one insert of `MessageQueue.enqueue`, for the callers that only queue (the
 * erasure of the retention worker; any instance's worker delivers it). Its id.
 */
export async function queueMessage(
  executor: Kysely<Database>,
  message: QueuedMessage,
  secret: string | undefined,
  options: { expiresInSeconds?: number; id?: string } = {},
): Promise<string> {
  const id = options.id ?? randomUUID();
  await new MessageQueueRepo(executor).insert({
    id,
    channel: message.channel,
    purpose: message.purpose,
    recipientMasked: recipientOf(message),
    payload: sealPrivateKey(
      Buffer.from(JSON.stringify(message), 'utf8'),
      sealingContext(id),
      secret,
    ),
    expiresInSeconds: options.expiresInSeconds,
  });
  return id;
}

/** How often a request looks whether a worker's try of its message has ended. */
const TRIED_ELSEWHERE_POLL_MS = 25;

/**
 * The durable message queue (decision 044, the transactional outbox): a message is kept in the
 * database, in the transaction of the change that causes it, before anything tries to send it;
 * then tried once at once (the request waits for that try, `firstAttemptWaitMs` at most), and
 * retried by the worker of any instance with exponential back-off until it is delivered, its code
 * expired, or it became a dead letter after `maxAttempts` tries.
 */
export class MessageQueue {
  readonly #db: Kysely<Database>;
  readonly #repo: MessageQueueRepo;
  readonly #transport: QueueTransport;
  readonly #settings: MessageQueueSettings;
  readonly #log: FastifyBaseLogger;
  readonly #events: MessageQueueEvents;
  /** Deliveries under way, awaited by `close`. */
  readonly #inFlight = new Set<Promise<unknown>>();
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<number> | undefined;
  #closed = false;

  constructor(deps: {
    db: Kysely<Database>;
    repo: MessageQueueRepo;
    transport: QueueTransport;
    settings: MessageQueueSettings;
    log: FastifyBaseLogger;
    events?: MessageQueueEvents;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#transport = deps.transport;
    this.#settings = deps.settings;
    this.#log = deps.log;
    this.#events = deps.events ?? {};
  }

  /**
   * Keeps `message` (in `trx` when given: it is sent only if that transaction commits); returns
   * its id for `attempt`. `expiresInSeconds`: a code's lifetime, after which it is not sent.
   */
  async enqueue(
    message: QueuedMessage,
    options: { trx?: Kysely<Database>; expiresInSeconds?: number; id?: string } = {},
  ): Promise<string> {
    const { trx, ...rest } = options;
    const id = await queueMessage(trx ?? this.#db, message, this.#settings.secret, rest);
    this.#events.queued?.(message.channel);
    return id;
  }

  /**
   * The first try of a message just kept (after its transaction committed): `sent` when the
   * transport accepted it within `firstAttemptWaitMs`, else `queued` (it failed and waits for a
   * retry, or it is still being tried and its outcome is recorded when it ends).
   */
  async attempt(id: string): Promise<Delivery> {
    const started = Date.now();
    const [claimed] = await this.#repo.claim(randomUUID(), this.#settings.leaseSeconds, 1, id);
    // A worker (this instance's or another's) was first, or the message is not due.
    if (!claimed) return this.#triedElsewhere(id, started);
    const delivery = this.#track(this.#deliver(claimed));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.#settings.firstAttemptWaitMs);
    });
    try {
      return (await Promise.race([delivery, waited])) ? 'sent' : 'queued';
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The answer for a message a worker claimed first: the outcome of that worker's try, within the
   * same `firstAttemptWaitMs` the request would have waited for its own. Without this, a request
   * whose message a worker happened to pick up a moment before it answered `queued` even when the
   * message was sent at once, and the caller looked for a code that was still on its way.
   */
  async #triedElsewhere(id: string, started: number): Promise<Delivery> {
    // Another connection's claim may have locked the message and not committed yet: the first
    // look waits for it (else the row still reads `queued`, and the caller looked for a code that
    // was on its way: seen under load on PostgreSQL, where workers claim on other connections).
    for (let settled = true; ; settled = false) {
      const status = await this.#repo.status(id, settled);
      if (status === 'sent') return 'sent';
      const waited = Date.now() - started;
      if (status !== 'sending' || this.#closed || waited >= this.#settings.firstAttemptWaitMs) {
        return 'queued';
      }
      await delay(Math.min(TRIED_ELSEWHERE_POLL_MS, this.#settings.firstAttemptWaitMs - waited));
    }
  }

  /**
   * First tries of messages queued in a transaction that may not have committed yet, without
   * waiting for them: a message not visible yet is looked for again for a few seconds (then the
   * worker has it). Never rejects.
   */
  attemptSoon(ids: readonly string[]): void {
    for (const id of ids) {
      void this.#track(
        (async () => {
          for (let round = 0; round < 50 && !this.#closed; round += 1) {
            if ((await this.#repo.status(id)) !== undefined) {
              await this.attempt(id);
              return;
            }
            await delay(100);
          }
        })().catch((error: unknown) => {
          this.#log.error({ err: error, messageId: id }, 'message first try failed');
        }),
      );
    }
  }

  /** Dead letters queued again with fresh tries (a webhook redelivery); how many. */
  requeue(ids: readonly string[]): Promise<number> {
    return this.#repo.requeue(ids);
  }

  /** Keeps a message and tries it once at once (no transaction of the caller's to join). */
  async send(
    message: QueuedMessage,
    options: { expiresInSeconds?: number } = {},
  ): Promise<Delivery> {
    return this.attempt(await this.enqueue(message, options));
  }

  /** One worker round: claims the due messages and tries each; resolves with how many it tried. */
  async deliverDue(): Promise<number> {
    const claimed = await this.#repo.claim(randomUUID(), this.#settings.leaseSeconds, BATCH);
    await Promise.all(claimed.map((message) => this.#track(this.#deliver(message))));
    return claimed.length;
  }

  /** Starts the worker: a round every `workerIntervalMs` (none when it is 0). */
  start(): void {
    if (this.#settings.workerIntervalMs <= 0 || this.#timer || this.#closed) return;
    this.#timer = setInterval(() => {
      if (this.#round) return;
      this.#round = this.deliverDue()
        .catch((error: unknown) => {
          this.#log.error({ err: error }, 'message queue round failed');
          return 0;
        })
        .finally(() => {
          this.#round = undefined;
        });
    }, this.#settings.workerIntervalMs);
    this.#timer.unref();
  }

  /** Stops the worker and waits for the deliveries under way (their outcome is recorded). */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#round;
    await Promise.allSettled([...this.#inFlight]);
  }

  /** Dead letters queued again (the console's retry): false when the message is not dead. */
  retryDead(id: string): Promise<boolean> {
    return this.#repo.requeueDead(id);
  }

  list(status: 'waiting' | 'dead', limit = 100): Promise<MessageListRow[]> {
    return this.#repo.list(status === 'dead' ? ['dead'] : ['queued', 'sending'], limit);
  }

  stats() {
    return this.#repo.stats();
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#inFlight.add(promise);
    void promise.finally(() => this.#inFlight.delete(promise));
    return promise;
  }

  /** One try of a claimed message; true when it was delivered. Never rejects. */
  async #deliver(claimed: ClaimedMessage): Promise<boolean> {
    const { id, leaseToken } = claimed;
    try {
      if (claimed.expired || claimed.payload === null) {
        await this.#repo.markExpired(id, leaseToken);
        this.#log.info({ messageId: id, purpose: claimed.purpose }, 'message expired unsent');
        return false;
      }
      const message = JSON.parse(
        openPrivateKey(claimed.payload, sealingContext(id), this.#settings.secret).toString('utf8'),
      ) as QueuedMessage;
      try {
        await this.#transport.send(message);
      } catch (error) {
        const dead =
          error instanceof UndeliverableError || claimed.attempts >= this.#settings.maxAttempts;
        const retryInSeconds = retryDelaySeconds(claimed.attempts, this.#settings.retryBaseSeconds);
        // Neither the recipient nor the text goes to the log or the row: the error's message only.
        const reason = error instanceof Error ? error.message : String(error);
        await this.#repo.markFailed(id, leaseToken, { error: reason, dead, retryInSeconds });
        this.#events.failed?.(claimed.channel);
        if (dead) this.#events.dead?.(claimed.channel);
        this.#log[dead ? 'error' : 'warn'](
          {
            err: error,
            messageId: id,
            channel: claimed.channel,
            purpose: claimed.purpose,
            attempts: claimed.attempts,
            transport: this.#transport.name,
          },
          dead ? 'message delivery failed: dead letter' : 'message delivery failed: will retry',
        );
        return false;
      }
      if (!(await this.#repo.markSent(id, leaseToken))) {
        this.#log.warn({ messageId: id }, 'message sent after its lease ended');
      }
      this.#events.sent?.(claimed.channel);
      return true;
    } catch (error) {
      // The database failed: the lease ends and the message is tried again.
      this.#log.error({ err: error, messageId: id }, 'message queue bookkeeping failed');
      return false;
    }
  }
}

/** What the queue tells the metrics. */
export interface MessageQueueEvents {
  queued?: (channel: QueueChannel) => void;
  sent?: (channel: QueueChannel) => void;
  failed?: (channel: QueueChannel) => void;
  dead?: (channel: QueueChannel) => void;
}
