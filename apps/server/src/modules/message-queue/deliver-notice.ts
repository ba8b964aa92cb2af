import type { FastifyBaseLogger } from 'fastify';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';

/**
 * The first delivery try of a notice (an e-mail change, a password change) queued in the
 * transaction of the change it tells about (decision 044). What it tells has already happened and
 * stays done: a notice not delivered yet stays queued and is retried by the worker; nothing here
 * is reported to the user as a failure.
 */
export async function deliverNotice(
  deps: { queue: MessageQueue; log: FastifyBaseLogger },
  messageId: string,
  /** What it is, for the log line when it is not delivered at once, e.g. `password change notice`. */
  what: string,
): Promise<void> {
  try {
    if ((await deps.queue.attempt(messageId)) === 'queued') {
      deps.log.warn({ messageId }, `${what} not delivered yet: queued for a retry`);
    }
  } catch (error) {
    // The database failed after the change committed: the worker finds the message when it is back.
    deps.log.error({ err: error, messageId }, `${what}: first delivery try failed`);
  }
}
