import {
  DEFAULT_TENANT_ID,
  errorMessages,
  normalizeEmail,
  type ChangeEmailCodeRequest,
  type ChangeEmailRequest,
  type SendCodeResult,
} from '@account-centre/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { maskEmail } from '#lib/mask.ts';
import { verifyPassword } from '#lib/passwords.ts';
import { renderEmailChangedNotice } from '#messaging/mail-templates.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';
import { deliverNotice } from '#modules/message-queue/deliver-notice.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { EmailChangeUndo } from '#modules/email-change/email-change-undo.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type {
  SendCodeInput,
  VerificationService,
} from '#modules/verification/verification.service.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/** Who asks: the brand the mails are written for, and the client the sending limits count. */
type RequestContext = Pick<SendCodeInput, 'brandName' | 'clientIp'>;

/**
 * Change the e-mail address while signed in (spec §2 "Change e-mail"): a `change-email` code
 * proves the new mailbox is the user's; afterwards the old address is told, so that a hijacked
 * session cannot quietly move the account to another mailbox.
 */
export class EmailChangeService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepo;
  readonly #codes: VerificationService;
  readonly #queue: MessageQueue;
  readonly #log: FastifyBaseLogger;
  readonly #lockout: LockoutService;
  readonly #undo: EmailChangeUndo;
  readonly #undoUrl: string;
  readonly #events: AccountEvents | undefined;

  /** `undoUrl`: the web app's undo page (`OIDC_ISSUER/undoEmailChange`); the token is added. */
  constructor(deps: {
    db: Kysely<Database>;
    users: UserRepo;
    codes: VerificationService;
    queue: MessageQueue;
    log: FastifyBaseLogger;
    lockout: LockoutService;
    undo: EmailChangeUndo;
    undoUrl: string;
    /** Account events to the tenant's webhook endpoints (decision 054). */
    events?: AccountEvents | undefined;
  }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#users = deps.users;
    this.#codes = deps.codes;
    this.#queue = deps.queue;
    this.#log = deps.log;
    this.#lockout = deps.lockout;
    this.#undo = deps.undo;
    this.#undoUrl = deps.undoUrl;
  }

  /** Sends a `change-email` code to the new address. */
  async sendCode(
    session: ActiveSession,
    input: ChangeEmailCodeRequest,
    context: RequestContext,
  ): Promise<SendCodeResult> {
    const email = normalizeEmail(input.email);
    const user = await this.#userFree(session, email);
    return this.#codes.send({
      tenantId: user.tenantId,
      channel: 'email',
      destination: email,
      purpose: 'change-email',
      language: input.language ?? user.language,
      ...context,
    });
  }

  /**
   * Moves the account to the new address with the code sent there. The code is used up in the
   * transaction that changes the address, and the unique index settles a race with another
   * account for the same address (30911).
   */
  async changeEmail(
    session: ActiveSession,
    input: ChangeEmailRequest,
    context: Pick<RequestContext, 'brandName'>,
  ): Promise<void> {
    const email = normalizeEmail(input.email);
    const user = await this.#userFree(session, email);
    // Re-authentication (issue 19 Medium 2, ASVS 7.5.1): a stolen access token alone cannot move
    // the account to another mailbox. Through the account lock, like a password change.
    const currentIsRight = await this.#lockout.guard(user.id, () =>
      verifyPassword(user.passwordHash, input.currentPassword),
    );
    if (!currentIsRight) throw appError('passwordIncorrect', errorMessages.originalPasswordWrong);
    const codeId = await this.#codes.check({
      tenantId: user.tenantId,
      destination: email,
      purpose: 'change-email',
      code: input.code,
    });
    const oldEmail = user.email;
    const noticeId = await this.#db.transaction().execute(async (trx) => {
      await this.#codes.consume(trx, codeId);
      if (!(await this.#users.updateEmail(trx, user.id, email))) throw appError('emailOccupied');
      await this.#events?.emit(trx, {
        type: 'user.updated',
        userId: user.id,
        tenantId: user.tenantId,
        data: { changes: ['email'] },
      });
      if (oldEmail === null) return undefined;
      const undoToken = await this.#undo.issue(trx, { userId: user.id, oldEmail, newEmail: email });
      // The web app calls with the tenant of its URL: another tenant's link names its tenant.
      const tenant = user.tenantId === DEFAULT_TENANT_ID ? '' : `&tenantId=${user.tenantId}`;
      // Queued with the change (decision 044): an outage of the mail server cannot lose it.
      return this.#queueNoticeToOldAddress(trx, oldEmail, email, `?token=${undoToken}${tenant}`, {
        language: input.language ?? user.language,
        brandName: context.brandName,
      });
    });
    if (noticeId !== undefined) {
      await deliverNotice({ queue: this.#queue, log: this.#log }, noticeId, 'e-mail change notice');
    }
  }

  /** Redeems the undo link of the notice to the old address (`EmailChangeUndo.redeem`). */
  async undoChange(tenantId: string, token: string): Promise<void> {
    await this.#undo.redeem(tenantId, token);
  }

  /**
   * The signed-in user, if `email` can become their address: 30913 when it already is, 30911 when
   * another account of their tenant has it (the address is free for them if only other tenants'
   * accounts have it).
   */
  async #userFree(session: ActiveSession, email: string): Promise<UserRow> {
    const user = await this.#users.findById(session.userId);
    // The session outlived its account (deleted meanwhile): the token is no longer valid.
    if (!user) throw appError('tokenInvalid');
    if (user.email === email) throw appError('emailSameAsCurrent');
    if (await this.#users.emailExists(user.tenantId, email)) throw appError('emailOccupied');
    return user;
  }

  /**
   * Queues the notice to the old address, with the one-time link that undoes the change, in the
   * transaction that makes it. The change is done and stays done: a notice not delivered at once
   * is retried, never reported to the user as a failure.
   */
  async #queueNoticeToOldAddress(
    trx: Kysely<Database>,
    oldEmail: string,
    newEmail: string,
    undoQuery: string,
    options: { language: string; brandName: string },
  ): Promise<string> {
    const { subject, text, values } = renderEmailChangedNotice({
      newEmailMasked: maskEmail(newEmail),
      undoUrl: `${this.#undoUrl}${undoQuery}`,
      undoTtlSeconds: this.#undo.ttlSeconds,
      language: options.language,
      brandName: options.brandName,
    });
    return this.#queue.enqueue(
      {
        channel: 'email',
        to: oldEmail,
        purpose: 'email-changed',
        subject,
        text,
        values,
        language: messageLanguageOf(options.language),
        brandName: options.brandName,
      },
      { trx },
    );
  }
}
