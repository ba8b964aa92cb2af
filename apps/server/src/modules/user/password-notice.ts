import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { renderPasswordChangedNotice } from '#messaging/mail-templates.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';
import { deliverNotice, enqueueNotice } from '#modules/message-queue/deliver-notice.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import { contactOf } from '#modules/user/contact.ts';
import type { UserRow } from '#modules/user/user.repo.ts';

/**
 * The notice after a password reset or change (issue 19 Low 5, ASVS 6.3.7): to the account's
 * e-mail address, else by SMS to its phone, in the account's language, with the reset page to act
 * on if it was not the user (a reset ends every session). The notice is queued in the
 * transaction that changes the password (decision 044): it is never lost to an outage of the mail
 * server or SMS provider, and never reported to the user as a failure.
 */
export class PasswordNotice {
  readonly #queue: MessageQueue;
  readonly #log: FastifyBaseLogger;
  readonly #resetUrl: string;

  /** `resetUrl`: the web app's reset page (`OIDC_ISSUER/reset`). */
  constructor(deps: { queue: MessageQueue; log: FastifyBaseLogger; resetUrl: string }) {
    this.#queue = deps.queue;
    this.#log = deps.log;
    this.#resetUrl = deps.resetUrl;
  }

  /**
   * Queues the notice in `trx`, the transaction that changes the password; its id for `deliver`
   * after the commit, none when the account has no contact.
   */
  async queue(
    trx: Kysely<Database>,
    user: Pick<UserRow, 'email' | 'phone' | 'language'>,
    brandName: string,
  ): Promise<string | undefined> {
    const { subject, text, sms, values } = renderPasswordChangedNotice({
      resetUrl: this.#resetUrl,
      language: user.language,
      brandName,
    });
    return enqueueNotice(this.#queue, trx, contactOf(user), {
      purpose: 'password-changed',
      subject,
      text,
      sms,
      values,
      language: messageLanguageOf(user.language),
      brandName,
    });
  }

  /** The first delivery try, after the transaction committed (`deliverNotice`). */
  async deliver(messageId: string | undefined): Promise<void> {
    if (messageId === undefined) return;
    await deliverNotice(
      { queue: this.#queue, log: this.#log },
      messageId,
      'password change notice',
    );
  }
}
