import { timingSafeEqual } from 'node:crypto';
import { WEB_SCREEN_PATHS } from '@account-centre/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { appError } from '#lib/app-error.ts';
import type { Channel, MessageTransport, QueueChannel } from '#messaging/message.ts';
import type { QueueStats } from '#modules/message-queue/message-queue.repo.ts';

/** How a sign-in was tried: the token call's grants that prove who the user is. */
export type SignInMethod =
  'password' | 'verification_code' | 'double_check' | 'second_factor' | 'passkey' | 'connector';
/**
 * `double_check` / `second_factor`: the first step was right, a second step is asked for (no
 * tokens yet).
 */
export type SignInResult = 'success' | 'double_check' | 'second_factor' | 'failure';

/** Requests without a matching route share one label, so unknown paths cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

/** The web app's screens: their pages come from the not-found fallback (plugins/web-app.ts). */
const SCREEN_PATHS: ReadonlySet<string> = new Set(Object.values(WEB_SCREEN_PATHS));

/**
 * The `route` label of an answer: the route pattern, or for a GET or HEAD of one of the web app's
 * screens (`/login`, `/home`, … answered by the history-mode fallback, which has no route) that
 * screen's path; any other path is `unmatched`. A fixed set either way: no label per URL.
 */
export function routeLabel(
  request: Pick<FastifyRequest, 'method' | 'url' | 'routeOptions'>,
): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  if (request.method !== 'GET' && request.method !== 'HEAD') return UNMATCHED_ROUTE;
  const path = request.url.split('?')[0] ?? '';
  const screen = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return SCREEN_PATHS.has(screen) ? screen : UNMATCHED_ROUTE;
}

/**
 * The server's Prometheus metrics, in a registry of its own (one per app, so tests that build
 * several apps do not share counters). Services receive the narrow recording methods only.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #duration: Histogram<'method' | 'route' | 'status'>;
  readonly #signIns: Counter<'method' | 'result'>;
  readonly #lockouts: Counter;
  readonly #codesSent: Counter<'channel' | 'purpose'>;
  readonly #messages: Counter<'channel' | 'event'>;
  /** The queue's state, read when scraped (set by `watchQueue`). */
  #queueStats: (() => Promise<QueueStats>) | undefined;

  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.#requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#signIns = new Counter({
      name: 'sign_ins_total',
      help: 'Sign-in attempts through the token call, by method (password, verification_code, double_check) and result (success, double_check, failure).',
      labelNames: ['method', 'result'],
      registers,
    });
    this.#lockouts = new Counter({
      name: 'account_lockouts_total',
      help: 'Accounts locked after too many wrong passwords.',
      registers,
    });
    this.#codesSent = new Counter({
      name: 'verification_codes_sent_total',
      help: 'Verification codes handed to a transport, by channel (email, sms) and purpose.',
      labelNames: ['channel', 'purpose'],
      registers,
    });
    this.#messages = new Counter({
      name: 'messages_total',
      help: 'E-mail and SMS of the durable queue, by channel and event: queued (kept), sent (delivered), failed (a try failed), dead (a dead letter after MESSAGE_MAX_ATTEMPTS tries).',
      labelNames: ['channel', 'event'],
      registers,
    });
    const stats = async () => {
      try {
        return await this.#queueStats?.();
      } catch {
        // The database is down: the gauges keep their last values; /readyz tells the outage.
        return undefined;
      }
    };
    const gauge = (name: string, help: string, read: (queue: QueueStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const queue = await stats();
          if (queue) this.set(read(queue));
        },
      });
    gauge(
      'messages_waiting',
      'E-mail and SMS queued or being sent, on every instance (the database).',
      (queue) => queue.waiting,
    );
    gauge(
      'messages_dead',
      'Dead letters: e-mail and SMS that failed MESSAGE_MAX_ATTEMPTS times (console, Messages).',
      (queue) => queue.dead,
    );
    gauge(
      'messages_oldest_waiting_age_seconds',
      'Age of the oldest e-mail or SMS still queued or being sent; 0 when none waits.',
      (queue) => queue.oldestWaitingSeconds,
    );
    if (options.processMetrics ?? true) collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.#requests.inc(labels);
    this.#duration.observe(labels, seconds);
  }

  signIn(method: SignInMethod, result: SignInResult): void {
    this.#signIns.inc({ method, result });
  }

  lockout(): void {
    this.#lockouts.inc();
  }

  codeSent(channel: Channel, purpose: string): void {
    this.#codesSent.inc({ channel, purpose });
  }

  /** One event of the message queue (decision 044). */
  message(channel: QueueChannel, event: 'queued' | 'sent' | 'failed' | 'dead'): void {
    this.#messages.inc({ channel, event });
  }

  /** Where the queue gauges read from when scraped. */
  watchQueue(stats: () => Promise<QueueStats>): void {
    this.#queueStats = stats;
  }
}

/** Counts a sign-in by how its promise settles: tokens, a double-check ticket, or an error. */
export async function countSignIn<T extends object>(
  metrics: AppMetrics,
  method: SignInMethod,
  attempt: Promise<T>,
): Promise<T> {
  try {
    const result = await attempt;
    metrics.signIn(
      method,
      'double_check_token' in result
        ? 'double_check'
        : 'second_factor_token' in result
          ? 'second_factor'
          : 'success',
    );
    return result;
  } catch (error) {
    metrics.signIn(method, 'failure');
    throw error;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Records every answer (method, route pattern or web screen — never the raw URL — status, latency) and serves
 * `GET /metrics` in the Prometheus text format to a scraper with `Authorization: Bearer <token>`.
 * Without a token it answers 404 like an unknown path: metrics are never public by default.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: AppMetrics; token: string | undefined },
): void {
  const { metrics, token } = options;
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    metrics.request(
      request.method,
      routeLabel(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Without a token the path is unknown like any other (and never the web app's page).
    if (token === undefined) throw appError('notFound');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    reply.header('cache-control', 'no-store');
    if (!sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).type('text/plain; charset=utf-8').send('unauthorized');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** The transport the services send through, counting each code it delivered by channel. */
export function countingCodesSent(
  transport: MessageTransport,
  metrics: AppMetrics,
): MessageTransport {
  return {
    name: transport.name,
    send: async (message) => {
      await transport.send(message);
      if (message.code !== undefined) metrics.codeSent(message.channel, message.purpose);
    },
    close: () => transport.close(),
  };
}
