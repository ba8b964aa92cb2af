import { DEV_OUTBOX_PATH, outboxResponseSchema } from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxService } from '#modules/outbox/outbox.service.ts';

/** GET /_dev/outbox?to=…: registered only when OUTBOX is on. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.get(
    DEV_OUTBOX_PATH,
    {
      schema: {
        querystring: z.object({ to: z.string().trim().min(1).max(254) }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request, reply) => {
      const rows = await outbox.list(request.query.to);
      reply.header('cache-control', 'no-store');
      return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
    },
  );
};
