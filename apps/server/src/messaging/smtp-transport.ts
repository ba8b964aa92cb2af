import { createTransport } from 'nodemailer';
import type { EmailMessage, MessageTransport } from '#messaging/message.ts';

/** E-mail through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@host:465`). */
export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport<EmailMessage> {
  const transporter = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
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
