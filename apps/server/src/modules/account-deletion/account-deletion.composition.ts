import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { AccountDeletionRepo } from '#modules/account-deletion/account-deletion.repo.ts';
import { AccountDeletionService } from '#modules/account-deletion/account-deletion.service.ts';
import { DataExportRepo } from '#modules/account-deletion/data-export.repo.ts';
import {
  DataExportService,
  type ExportGrants,
} from '#modules/account-deletion/data-export.service.ts';
import { DeletionNotice } from '#modules/account-deletion/deletion-notice.ts';
import { createAccountErasure } from '#modules/account-deletion/account-erasure.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { StepUpService } from '#modules/step-up/step-up.service.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/** The account-deletion feature's object graph (issue 34), built from the shared services. */
export function createAccountDeletion(deps: {
  config: Config;
  db: Kysely<Database>;
  users: UserRepo;
  sessions: SessionService;
  stepUp: StepUpService;
  queue: MessageQueue;
  grants: ExportGrants;
  log: FastifyBaseLogger;
  events: AccountEvents;
}) {
  const { config, db, log } = deps;
  const deletion = new AccountDeletionService({
    db,
    repo: new AccountDeletionRepo(db),
    users: deps.users,
    sessions: deps.sessions,
    stepUp: deps.stepUp,
    notice: new DeletionNotice({
      queue: deps.queue,
      log,
      cancelUrl: `${config.oidcIssuer}/cancelDeletion`,
    }),
    erasure: createAccountErasure(config, db, log, deps.events),
    events: deps.events,
    graceDays: config.accountDeletion.graceDays,
  });
  const dataExport = new DataExportService({
    repo: new DataExportRepo(db),
    grants: deps.grants,
    stepUp: deps.stepUp,
    maxPerDay: config.accountDeletion.exportsPerDay,
  });
  return { deletion, dataExport };
}
