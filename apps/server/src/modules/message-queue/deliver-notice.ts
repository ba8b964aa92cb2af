import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Channel, NoticePurpose } from '#messaging/message.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';

/** A notice rendered in the account's language: the e-mail's subject and text, and the SMS. */
export interface RenderedNotice {
  purpose: NoticePurpose;
  subject: string;
  text: string;
  sms: string;
  /** The language the texts are in (a supported tag). */
  language: string;
  /** The brand it is written for: picks the e-mail's sender. */
  brandName: string;
  /** The placeholders of an operator's template (decision 065). */
  values?: Record<string, string>;
}

/**
 * Queues a notice about the account in `trx`, the transaction of the change it tells about
 * (decision 044), to the account's contact (`contactOf`: its e-mail address, else its phone by
 * SMS). Its id for `deliverNotice` after the commit; none for an account without a contact.
 */
export async function enqueueNotice(
  queue: MessageQueue,
  trx: Kysely<Database>,
  contact: { channel: Channel; address: string } | undefined,
  notice: RenderedNotice,
): Promise<string | undefined> {
  if (!contact) return undefined;
  return queue.enqueue(
    contact.channel === 'email'
      ? {
          channel: 'email',
          to: contact.address,
          purpose: notice.purpose,
          subject: notice.subject,
          text: notice.text,
          language: notice.language,
          brandName: notice.brandName,
          ...(notice.values === undefined ? {} : { values: notice.values }),
        }
      : { channel: 'sms', to: contact.address, purpose: notice.purpose, text: notice.sms },
    { trx },
  );
}

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
