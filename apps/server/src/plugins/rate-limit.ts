import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { RedisCounters } from '#lib/redis-counters.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands a store's `child` at run time: the route's merged settings. */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
}

/**
 * The counters in the database, shared by every instance on one PostgreSQL: one upsert per
 * request, which starts a new window once the old one has ended (`rate_limit_hits`, migration
 * 0015; the retention purge deletes ended windows). Keys are route and client IP, as in the
 * plugin's own Redis store.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_hits AS r (key, hits, expires_at)
        VALUES (${prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
          expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
        RETURNING hits, (extract(epoch FROM expires_at - now()) * 1000)::int AS ttl
      `
        .execute(db)
        .then(({ rows: [row] }) =>
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        )
        .catch((error: unknown) => callback(error as Error));
    },
    child(routeOptions): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as ChildOptions).routeInfo ?? {};
      return store(`${prefix}${method}${url}-`);
    },
  });
  // The plugin calls `new Store(options)`: a constructor that returns the root store.
  return function DatabaseStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
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
 * API route from one client IP (`request.ip`, so TRUST_PROXY applies), counted across instances in
 * Redis (`REDIS_URL`), else in PostgreSQL, else (the embedded database: one process) in memory.
 * Beyond it: 429 with the spec's error body (42900), `retryAfterSeconds` and `Retry-After`.
 * Register it before the routes.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Kysely<Database>;
    store?: 'memory' | 'database';
    /** REDIS_URL's connection (lib/redis-counters.ts); the database counts while it is down. */
    redis?: RedisCounters;
  },
): Promise<void> {
  const { config, db, redis } = options;
  const perMinute = config.rateLimit.perMinute;
  if (perMinute === 0) return;
  const store = options.store ?? (config.databaseUrl === undefined ? 'memory' : 'database');
  const settings: RateLimitPluginOptions = {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    // One counter per client IP and route (the plugin's global setting shares one across routes).
    keyGenerator: (request: FastifyRequest) =>
      `${request.method} ${request.routeOptions.url ?? request.url} ${request.ip}`,
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
    ...(redis
      ? {
          store: redis.store(databaseRateLimitStore(db), `ac-rate-limit:${config.brandSegment}:`),
        }
      : store === 'database'
        ? { store: databaseRateLimitStore(db) }
        : {}),
  };
  await app.register(rateLimit, settings);
}
