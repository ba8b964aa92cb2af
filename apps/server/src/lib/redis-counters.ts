import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where the counters are: Redis answers, or it does not (and the fallback counts). */
export type RedisState = 'connecting' | 'ok' | 'unreachable';

export interface RedisCountersSettings {
  /** How long a connection attempt may take. */
  connectTimeoutMs: number;
  /** How long one counter update may take before the request falls back. */
  commandTimeoutMs: number;
  /** After a time-out on a live connection, how long the circuit stays open before one trial. */
  retryAfterMs: number;
}

/** Short on purpose (decision 041): a request never waits on Redis longer than this. */
export const REDIS_COUNTER_SETTINGS: RedisCountersSettings = {
  connectTimeoutMs: 500,
  commandTimeoutMs: 250,
  retryAfterMs: 5000,
};

/** One INCR with its window: the count and the milliseconds left (as the plugin's own store). */
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}
`;

class RedisTimeout extends Error {
  override name = 'RedisTimeout';
}

/**
 * The connection to Redis for the outer request limit's counters (REDIS_URL), failing fast
 * (decision 041): short connect and command time-outs, no queue of commands waiting for a
 * connection, and a circuit breaker: once Redis fails, requests count in the fallback store at
 * once, without trying Redis, until it is back (the client reconnects in the background; after a
 * time-out on a connection that still looks open, one trial every `retryAfterMs`). One log line
 * per change of state, never one per request or per reconnection attempt. `state` is what
 * `/readyz` reports.
 */
export class RedisCounters {
  readonly #client: Redis;
  readonly #log: FastifyBaseLogger;
  readonly #settings: RedisCountersSettings;
  #state: RedisState = 'connecting';
  #openedAt = 0;
  #lastError = '';
  #closing = false;

  constructor(
    url: string,
    log: FastifyBaseLogger,
    settings: RedisCountersSettings = REDIS_COUNTER_SETTINGS,
  ) {
    this.#log = log;
    this.#settings = settings;
    this.#client = new Redis(url, {
      connectTimeout: settings.connectTimeoutMs,
      commandTimeout: settings.commandTimeoutMs,
      // A command never waits for a reconnection: it fails, and the fallback counts.
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      // Reconnect in the background, at most every two seconds.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.#client.on('ready', () => this.#enter('ok'));
    this.#client.on('error', (error: Error) => {
      this.#lastError = error.message;
    });
    this.#client.on('close', () => {
      if (!this.#closing) this.#enter('unreachable');
    });
  }

  /**
   * Resolves once the first connection attempt has succeeded or failed (at most the connect
   * time-out and a little more): the app waits for it before it serves (`onReady`), so the first
   * requests count where the later ones do.
   */
  async settled(): Promise<void> {
    if (this.#state !== 'connecting') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#client.off('ready', done).off('close', done);
        resolve();
      };
      const timer = setTimeout(done, this.#settings.connectTimeoutMs + 250);
      this.#client.once('ready', done).once('close', done);
    });
  }

  /** `connecting` until the first connection, then `ok` or `unreachable`. */
  get state(): RedisState {
    return this.#state;
  }

  /** For `/readyz`: Redis counts, or the fallback does. */
  readiness(): 'ok' | 'unreachable' {
    return this.#state === 'ok' ? 'ok' : 'unreachable';
  }

  #enter(next: RedisState): void {
    if (next === 'unreachable') this.#openedAt = Date.now();
    if (next === this.#state) return;
    const previous = this.#state;
    this.#state = next;
    if (next === 'ok') {
      this.#log.info(
        previous === 'connecting'
          ? 'rate limit: Redis connected'
          : 'rate limit: Redis reachable again, counting in Redis',
      );
    } else if (next === 'unreachable') {
      this.#log.warn(
        { reason: this.#lastError || undefined },
        'rate limit: Redis unreachable, counting in the database until it is back',
      );
    }
  }

  /** Whether a request should try Redis now (the circuit is closed, or due for a trial). */
  #tryRedis(): boolean {
    if (this.#state === 'ok') return this.#client.status === 'ready';
    if (this.#state === 'connecting') return false;
    return (
      this.#client.status === 'ready' && Date.now() - this.#openedAt >= this.#settings.retryAfterMs
    );
  }

  /** Counts `key` in Redis within `timeWindowMs`; rejects at once when Redis does not answer. */
  async incr(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RedisTimeout()), this.#settings.commandTimeoutMs);
    });
    try {
      const [current, ttl] = (await Promise.race([
        this.#client.eval(INCR_LUA, 1, key, String(timeWindowMs)),
        timeout,
      ])) as [number, number];
      this.#enter('ok');
      return { current, ttl };
    } catch (error) {
      this.#lastError = (error as Error).message;
      this.#enter('unreachable');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The outer limit's store (`@fastify/rate-limit`): Redis while it answers, else `fallback` (the
   * database's counters), for every request the circuit sends there.
   */
  store(fallback: FastifyRateLimitStoreCtor, nameSpace: string): FastifyRateLimitStoreCtor {
    const make = (prefix: string, spare: FastifyRateLimitStore): FastifyRateLimitStore => ({
      incr: (key, callback, timeWindow, max) => {
        if (!this.#tryRedis()) {
          spare.incr(key, callback, timeWindow, max);
          return;
        }
        this.incr(prefix + key, timeWindow).then(
          (counted) => callback(null, counted),
          () => spare.incr(key, callback, timeWindow, max),
        );
      },
      child: (routeOptions) => {
        const { method = '', url = '' } =
          (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
        return make(`${prefix}${method}${url}-`, spare.child(routeOptions));
      },
    });
    // The plugin calls `new Store(options)`: a constructor that returns the root store.
    return function RedisFailoverStore(options: unknown) {
      return make(
        nameSpace,
        new (fallback as new (options: unknown) => FastifyRateLimitStore)(options),
      );
    } as unknown as FastifyRateLimitStoreCtor;
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.#client.quit().catch(() => this.#client.disconnect());
  }
}
