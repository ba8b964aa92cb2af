import type { FastifyBaseLogger } from 'fastify';
import { renderPasswordChangedNotice } from '#messaging/mail-templates.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';
import type { MessageTransport } from '#messaging/message.ts';
import { sendNotice } from '#messaging/send-notice.ts';
import { contactOf } from '#modules/user/contact.ts';
import type { UserRow } from '#modules/user/user.repo.ts';

/**
 * The notice after a password reset or change (issue 19 Low 5, ASVS 6.3.7): to the account's
 * e-mail address, else by SMS to its phone, in the account's language, with the reset page to act
 * on if it was not the user (a reset ends every session). The password is changed and stays
 * changed: a notice that cannot be delivered is logged, not reported as a failure.
 */
export class PasswordNotice {
  readonly #transport: MessageTransport;
  readonly #log: FastifyBaseLogger;
  readonly #resetUrl: string;

  /** `resetUrl`: the web app's reset page (`OIDC_ISSUER/reset`). */
  constructor(deps: { transport: MessageTransport; log: FastifyBaseLogger; resetUrl: string }) {
    this.#transport = deps.transport;
    this.#log = deps.log;
    this.#resetUrl = deps.resetUrl;
  }

  async send(user: Pick<UserRow, 'email' | 'phone' | 'language'>, brandName: string) {
    const contact = contactOf(user);
    if (!contact) return;
    const { subject, text, sms } = renderPasswordChangedNotice({
      resetUrl: this.#resetUrl,
      language: user.language,
      brandName,
    });
    await sendNotice(
      { transport: this.#transport, log: this.#log },
      contact.channel === 'email'
        ? {
            channel: 'email',
            to: contact.address,
            purpose: 'password-changed',
            subject,
            text,
            language: messageLanguageOf(user.language),
          }
        : { channel: 'sms', to: contact.address, purpose: 'password-changed', text: sms },
      'password change notice delivery failed',
    );
  }
}
