import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { pingDatabase } from '#db/ping.ts';

/** Paths of the probes (outside `/api`, not part of the API document). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** How long the readiness probe waits for the database. */
const READY_TIMEOUT_MS = 2000;

/**
 * Probes for a load balancer or orchestrator. `/healthz`: the process answers (liveness; it
 * never touches the database, so a database outage does not restart every instance).
 * `/readyz`: the database answers too (readiness); 503 otherwise, and while shutting down
 * (Fastify answers 503 to every request once `close()` has begun).
 */
export function registerHealth(app: FastifyInstance, db: Kysely<Database>): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get(
    HEALTH_PATHS.live,
    { schema: { hide: true }, logLevel: 'warn' },
    async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }),
  );
  app.get(
    HEALTH_PATHS.ready,
    { schema: { hide: true }, logLevel: 'warn' },
    async (_request, reply) => {
      const ready = await pingDatabase(db, READY_TIMEOUT_MS);
      return reply
        .headers(noStore)
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database: ready ? 'ok' : 'unreachable' });
    },
  );
}
