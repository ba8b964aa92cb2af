import type { FastifyBaseLogger } from 'fastify';
import type { MessageTransport, OutgoingMessage } from '#messaging/message.ts';

/**
 * Sends a notice (an e-mail change, a password change). What it tells has already happened and
 * stays done: a notice that cannot be delivered is logged, not reported as a failure.
 */
export async function sendNotice(
  deps: { transport: MessageTransport; log: FastifyBaseLogger },
  message: OutgoingMessage,
  /** The log line when it fails, e.g. `password change notice delivery failed`. */
  failure: string,
): Promise<void> {
  try {
    await deps.transport.send(message);
  } catch (error) {
    deps.log.error({ err: error, transport: deps.transport.name }, failure);
  }
}
