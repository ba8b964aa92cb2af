import {
  consoleDeletionDoneResponseSchema,
  consoleDeletionParamsSchema,
  consoleDeletionPaths,
  consoleDeletionsResponseSchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { ConsoleDeletionsService } from '#modules/account-deletion/console-deletions.service.ts';
import { consoleGuard } from '#modules/console/console.guard.ts';
import type { StaffService } from '#modules/console/staff.service.ts';

/**
 * The console's pending deletions (decision 048): support lists them and cancels one at the
 * user's request; erasing before the grace period ends needs the admin role. Both are audited.
 */
export const accountDeletionConsoleRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  deletions: ConsoleDeletionsService;
  authHeader: string;
}> = async (app, { staff, deletions, authHeader }) => {
  const guard = consoleGuard(staff, authHeader);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    consoleDeletionPaths.list,
    {
      preParsing: guard.require(),
      schema: { response: { 200: consoleDeletionsResponseSchema } },
    },
    async () => {
      const rows = await deletions.list();
      return success({
        deletions: rows.map((row) => ({
          ...row,
          requestedAt: row.requestedAt.toISOString(),
          eraseAfter: row.eraseAfter.toISOString(),
        })),
      });
    },
  );

  app.post(
    consoleDeletionPaths.cancel,
    {
      preParsing: guard.require(),
      schema: {
        params: consoleDeletionParamsSchema,
        response: { 200: consoleDeletionDoneResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await deletions.cancel(guard.sessionOf(request).staff, userId, clientInfoOf(request));
      return success(null);
    },
  );

  app.post(
    consoleDeletionPaths.erase,
    {
      preParsing: guard.require({ admin: true }),
      schema: {
        params: consoleDeletionParamsSchema,
        response: { 200: consoleDeletionDoneResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await deletions.erase(guard.sessionOf(request).staff, userId, clientInfoOf(request));
      return success(null);
    },
  );
};
