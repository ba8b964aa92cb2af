import { DEV_ERASE_ACCOUNT_PATH } from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountDeletionService } from '#modules/account-deletion/account-deletion.service.ts';

/**
 * POST /_dev/account-deletions/erase `{ email }`: the test hook of decision 048, registered only
 * when OUTBOX is on (like the dev outbox, never in production): ends the grace period of the
 * pending deletion of every account with that address and erases them now, as the retention
 * worker does when the time has come. `{ erased }`: how many.
 */
export const devErasureRoutes: FastifyPluginAsyncZod<{
  deletion: AccountDeletionService;
}> = async (app, { deletion }) => {
  app.post(
    DEV_ERASE_ACCOUNT_PATH,
    { schema: { body: z.object({ email: z.string().trim().toLowerCase().min(3).max(254) }) } },
    async (request) => ({ erased: await deletion.eraseNowByEmail(request.body.email) }),
  );
};
