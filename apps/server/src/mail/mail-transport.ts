import type { CodePurpose } from '@account-centre/contract';
import { createTransport } from 'nodemailer';

/** A message the server sends: so far, verification codes by e-mail (SMS comes later). */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** Normalised e-mail address or `+dialcode` phone number. */
  to: string;
  purpose: CodePurpose;
  code: string;
  subject: string;
  text: string;
}

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
