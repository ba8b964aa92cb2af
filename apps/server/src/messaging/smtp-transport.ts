import { DEFAULT_LANGUAGE } from '@account-centre/contract';
import { createTransport } from 'nodemailer';
import { renderMailHtml } from '#messaging/mail-html.ts';
import type { EmailMessage, MessageTransport } from '#messaging/message.ts';

/**
 * E-mail through an SMTP server (`SMTP_URL`, e.g. `smtps://user:pass@host:465`): the text and an
 * HTML rendering of it (multipart/alternative), with `Content-Language` set to the text's language.
 */
export function createSmtpTransport(
  smtpUrl: string,
  /** The sender of a message: its brand's (`senderOf`) or `MAIL_FROM`. */
  from: string | ((message: EmailMessage) => string),
): MessageTransport<EmailMessage> {
  const transporter = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      const language = message.language ?? DEFAULT_LANGUAGE;
      await transporter.sendMail({
        from: typeof from === 'string' ? from : from(message),
        to: message.to,
        subject: message.subject,
        text: message.text,
        // Rendered by the messenger in the brand's look; messages of tests without it: plain.
        html:
          message.html ??
          renderMailHtml({
            subject: message.subject,
            text: message.text,
            language,
            code: message.code,
          }),
        headers: { 'Content-Language': language },
      });
    },
    close: () => transporter.close(),
  };
}
