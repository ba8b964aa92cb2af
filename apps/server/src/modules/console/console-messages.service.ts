import type { ConsoleMessage } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffSession } from '#modules/console/staff.service.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';

/**
 * The message queue in the console (decision 044): the e-mail and SMS waiting or dead, with masked
 * recipients and never their text, and the retry of a dead letter, audited.
 */
export class ConsoleMessagesService {
  readonly #queue: MessageQueue;
  readonly #audit: AuditRepo;

  constructor(deps: { queue: MessageQueue; audit: AuditRepo }) {
    this.#queue = deps.queue;
    this.#audit = deps.audit;
  }

  async list(status: 'waiting' | 'dead'): Promise<ConsoleMessage[]> {
    const rows = await this.#queue.list(status);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      deadAt: row.deadAt?.toISOString() ?? null,
    }));
  }

  /** Queues a dead letter again with fresh tries; 40400 when it is not (or no longer) dead. */
  async retry(session: StaffSession, messageId: string, client: ClientInfo): Promise<void> {
    if (!(await this.#queue.retryDead(messageId))) {
      throw appError('notFound', 'no dead message with this id');
    }
    await this.#audit.recordAction(session.staff, 'message-retry', client, { target: messageId });
  }
}
