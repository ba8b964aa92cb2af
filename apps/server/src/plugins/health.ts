import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { pingDatabase } from '#db/ping.ts';

/** Paths of the probes (outside `/api`, not part of the API document). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** How long the readiness probe waits for the database. */
const READY_TIMEOUT_MS = 2000;

/** What readiness asks besides the database (decision 041). */
export interface ReadinessChecks {
  /**
   * Resolves when every stored key KEY_ENCRYPTION_SECRET seals opens (the encryption key of
   * `publickey`, the id_token signing keys); rejects while one cannot be opened.
   */
  keys?: () => Promise<void>;
  /** The shared counter store: `undefined` when none is configured (no REDIS_URL). */
  redis?: () => 'ok' | 'unreachable' | undefined;
}

async function keysUsable(check: ReadinessChecks['keys']): Promise<boolean> {
  if (!check) return true;
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

/**
 * Probes for a load balancer or orchestrator. `/healthz`: the process answers (liveness; it
 * never touches the database, so a database outage does not restart every instance).
 * `/readyz` (readiness): 503 `unavailable` when the database does not answer or a stored key
 * cannot be opened (a new KEY_ENCRYPTION_SECRET without `rotate-keys --reset`: the instance could
 * not sign anyone in), and while shutting down (Fastify answers 503 to every request once
 * `close()` has begun); 200 `degraded` when only Redis is unreachable (the counters fall back to
 * the database, the instance serves); else 200 `ok`.
 */
export function registerHealth(
  app: FastifyInstance,
  db: Kysely<Database>,
  checks: ReadinessChecks = {},
): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get(
    HEALTH_PATHS.live,
    { schema: { hide: true }, logLevel: 'warn' },
    async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }),
  );
  app.get(
    HEALTH_PATHS.ready,
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const database = await pingDatabase(db, READY_TIMEOUT_MS);
      const keys = database ? await keysUsable(checks.keys) : undefined;
      const redis = checks.redis?.();
      const ready = database && keys === true;
      if (database && !keys) request.log.warn('not ready: a stored key cannot be opened');
      const status = !ready ? 'unavailable' : redis === 'unreachable' ? 'degraded' : 'ok';
      return reply
        .headers(noStore)
        .code(ready ? 200 : 503)
        .send({
          status,
          database: database ? 'ok' : 'unreachable',
          ...(keys === undefined ? {} : { keys: keys ? 'ok' : 'unusable' }),
          ...(redis === undefined ? {} : { redis }),
        });
    },
  );
}
