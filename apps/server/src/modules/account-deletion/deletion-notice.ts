import { DEFAULT_TENANT_ID } from '@account-centre/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { renderDeletionNotice } from '#messaging/deletion-notice-message.ts';
import { deliverNotice, enqueueNotice } from '#modules/message-queue/deliver-notice.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import { contactOf } from '#modules/user/contact.ts';
import type { UserRow } from '#modules/user/user.repo.ts';

/**
 * The notice of a deletion request (decision 048): to the account's e-mail address, else by SMS
 * to its phone, in its language, with the one-time cancel link. Queued in the transaction that
 * deactivates the account (decision 044): never lost to a mail or SMS outage.
 */
export class DeletionNotice {
  readonly #queue: MessageQueue;
  readonly #log: FastifyBaseLogger;
  readonly #cancelUrl: string;

  /** `cancelUrl`: the web app's cancel page (`OIDC_ISSUER/cancelDeletion`). */
  constructor(deps: { queue: MessageQueue; log: FastifyBaseLogger; cancelUrl: string }) {
    this.#queue = deps.queue;
    this.#log = deps.log;
    this.#cancelUrl = deps.cancelUrl;
  }

  /** Queues the notice in `trx`; its id for `deliver`, none for an account without a contact. */
  async queue(
    trx: Kysely<Database>,
    user: Pick<UserRow, 'email' | 'phone' | 'language' | 'tenantId'>,
    deletion: { token: string; eraseAfter: Date; brandName: string },
  ): Promise<string | undefined> {
    const link = new URL(this.#cancelUrl);
    link.searchParams.set('token', deletion.token);
    if (user.tenantId !== DEFAULT_TENANT_ID) link.searchParams.set('tenantId', user.tenantId);
    const rendered = renderDeletionNotice({
      language: user.language,
      brandName: deletion.brandName,
      cancelUrl: link.toString(),
      eraseAfter: deletion.eraseAfter,
    });
    return enqueueNotice(this.#queue, trx, contactOf(user), {
      ...rendered,
      purpose: 'account-deletion',
      brandName: deletion.brandName,
    });
  }

  async deliver(messageId: string | undefined): Promise<void> {
    if (messageId === undefined) return;
    await deliverNotice(
      { queue: this.#queue, log: this.#log },
      messageId,
      'account deletion notice',
    );
  }
}
