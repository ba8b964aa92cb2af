import type { CodePurpose } from '@account-centre/contract';
import { createTransport } from 'nodemailer';

/** Messages that tell the user about a change to the account and carry no code. */
export const NOTICE_PURPOSES = ['email-changed'] as const;
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number];

interface MessageBase {
  channel: 'email' | 'sms';
  /** Normalised e-mail address or `+dialcode` phone number. */
  to: string;
  subject: string;
  text: string;
}

/** A verification code for one purpose. */
export interface CodeMessage extends MessageBase {
  purpose: CodePurpose;
  code: string;
}

/** A notice about the account (e.g. its e-mail address changed); it has no code. */
export interface NoticeMessage extends MessageBase {
  purpose: NoticePurpose;
  code?: undefined;
}

/** A message the server sends, told apart by its `purpose`. */
export type OutgoingMessage = CodeMessage | NoticeMessage;

export interface MailTransport {
  readonly name: string;
  /** Resolves once the message is accepted; rejects when it could not be delivered. */
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** E-mail through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@host:465`). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new Error(`SMTP cannot deliver ${message.channel}`);
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transporter.close(),
  };
}
