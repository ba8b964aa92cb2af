import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { clientNetworkOf } from '#lib/client-network.ts';
import type { RedisCounters } from '#lib/redis-counters.ts';
import {
  DEFAULT_SYNC_INTERVAL_MS,
  OuterLimitCounters,
} from '#modules/rate-limit/outer-limit-counters.ts';
import { RateLimitRepo } from '#modules/rate-limit/rate-limit.repo.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands a store's `child` at run time: the route's merged settings. */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
}

/**
 * The counters on the database, shared by every instance on one PostgreSQL: counted in each
 * instance's memory and added to the shared rows in batches (`OuterLimitCounters`, decision 042),
 * not one upsert per request. Keys are route and client, as in the plugin's own Redis store.
 */
export function sharedRateLimitStore(counters: OuterLimitCounters): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      counters.hit(prefix + key, timeWindow, max).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error as Error),
      );
    },
    child(routeOptions): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as ChildOptions).routeInfo ?? {};
      return store(`${prefix}${method}${url}-`);
    },
  });
  // The plugin calls `new Store(options)`: a constructor that returns the root store.
  return function SharedStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Who the outer limit counts a request under: its route (the URL when none matched) and the
 * client's address, an IPv6 client by its /64 (`clientNetworkOf`: one host picks any address of
 * its /64, so counting single addresses would multiply the limit).
 */
export function outerLimitKey(request: FastifyRequest): string {
  const ip = request.ip;
  const client = ip.includes(':') ? clientNetworkOf(ip) : ip;
  return `${request.method} ${request.routeOptions.url ?? '(no route)'} ${client}`;
}

/**
 * The paths the outer limit covers: the API (`/api/…`), the store redirect, the OpenID provider
 * (`/oidc/…`) and its well-known documents, the support console's API (`/console/api/…`). The web app's pages and files, the probes and the dev outbox are not API
 * calls and are not counted.
 */
export function isLimitedPath(url: string, brandSegment: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path.startsWith('/api/') ||
    path.startsWith('/.well-known/') ||
    path.startsWith('/oidc/') ||
    path.startsWith('/console/api/') ||
    /^\/[a-z][a-z0-9]*-store\//.test(path) ||
    path.startsWith(`/${brandSegment}-store/`)
  );
}

/**
 * The outer per-IP, per-route limit (issue 25): `RATE_LIMIT_PER_MINUTE` requests a minute to each
 * API route from one client (`request.ip`, so TRUST_PROXY applies; IPv6 by its /64), counted across
 * instances in Redis (`REDIS_URL`), else in PostgreSQL (in memory, synced in batches: decision
 * 042), else (the embedded database: one process) in memory. Beyond it: 429 with the spec's error
 * body (42900), `retryAfterSeconds` and `Retry-After`.
 *
 * It is an `onRequest` hook of the app itself, not of each route, so it counts a request before
 * the hooks registered after it (tenant, request security's decryption, signature checks, the
 * password hash): register it before them and before the routes. A refused request is counted
 * too.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Kysely<Database>;
    store?: 'memory' | 'database';
    /** How often the database counters sync (tests). */
    syncIntervalMs?: number;
    /** REDIS_URL's connection (lib/redis-counters.ts); the database counts while it is down. */
    redis?: RedisCounters;
  },
): Promise<void> {
  const { config, db, redis } = options;
  const perMinute = config.rateLimit.perMinute;
  if (perMinute === 0) return;
  const store = options.store ?? (config.databaseUrl === undefined ? 'memory' : 'database');
  let counters: OuterLimitCounters | undefined;
  // With Redis these are its stand-in while it does not answer (lib/redis-counters.ts).
  if (redis || store === 'database') {
    const shared = new OuterLimitCounters(new RateLimitRepo(db), {
      syncIntervalMs: options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS,
      onSyncError: (error) =>
        app.log.warn({ err: error }, 'rate limit: counters not synced, kept for the next sync'),
    });
    counters = shared;
    // Before the database closes (main.ts closes it after the app): the last hits are shared.
    app.addHook('onClose', async () => shared.close());
  }
  const settings: RateLimitPluginOptions = {
    // Not a hook on each route (those run after every hook of the app): one hook of the app, below.
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    // One counter per client and route (the plugin's global setting shares one across routes).
    keyGenerator: outerLimitKey,
    allowList: (request: FastifyRequest) => !isLimitedPath(request.url, config.brandSegment),
    // A counter store that cannot be reached does not take the service down: the inner limits
    // (per account, per code, per IP in the database) still hold.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      appError('tooManyRequests', 'too many requests from this address', {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
    ...(counters
      ? {
          store: redis
            ? redis.store(sharedRateLimitStore(counters), `ac-rate-limit:${config.brandSegment}:`)
            : sharedRateLimitStore(counters),
        }
      : {}),
  };
  await app.register(rateLimit, settings);
  app.addHook('onRequest', app.rateLimit());
}
