import type { Config } from '#config/index.ts';
import { createHttpSmsTransport } from '#messaging/http-sms-transport.ts';
import type { MailRenderer } from '#messaging/mail/mail-renderer.ts';
import type { EmailMessage, MessageTransport, SmsMessage } from '#messaging/message.ts';
import { createSmtpTransport } from '#messaging/smtp-transport.ts';

export interface MessengerOptions {
  config: Pick<Config, 'outbox' | 'smtpUrl' | 'mailFrom' | 'smsProvider' | 'brands'>;
  /** Creates the dev outbox (DESIGN §8), which takes both channels; called only when OUTBOX is on. */
  outbox: () => MessageTransport;
  /** Replaces the configured e-mail transport (tests); its owner closes it. */
  mail?: MessageTransport<EmailMessage> | undefined;
  /** Replaces the configured SMS transport (tests); its owner closes it. */
  sms?: MessageTransport<SmsMessage> | undefined;
  /** Renders every e-mail in its brand's look, or from the operator's template (decision 065). */
  renderer?: MailRenderer | undefined;
}

/**
 * The one transport the services send through: e-mail goes to the mail transport, SMS to the SMS
 * transport. Both are the dev outbox when OUTBOX is on; otherwise SMTP and the HTTP SMS provider
 * (the configuration guarantees one or the other, see `parseConfig`). `close` closes what this
 * function created, once.
 */
export function createMessenger(options: MessengerOptions): MessageTransport {
  const { config } = options;
  const created: { close(): void }[] = [];
  const own = <T extends { close(): void }>(transport: T): T => {
    created.push(transport);
    return transport;
  };
  const outbox = config.outbox ? own(options.outbox()) : undefined;
  const mail =
    options.mail ??
    outbox ??
    own(createSmtpTransport(required(config.smtpUrl, 'SMTP_URL'), mailSenders(config)));
  const sms =
    options.sms ??
    outbox ??
    own(createHttpSmsTransport(required(config.smsProvider, 'SMS_PROVIDER_URL')));
  return {
    // `outbox`, or e.g. `smtp+http-sms`.
    name: [...new Set([mail.name, sms.name])].join('+'),
    send: async (message) => {
      if (message.channel === 'sms') return sms.send(message);
      if (options.renderer === undefined) return mail.send(message);
      return mail.send(await options.renderer.render(message));
    },
    close: () => {
      for (const transport of created) transport.close();
    },
  };
}

/**
 * The sender of an e-mail by the brand it is written for: `FIRST_BRAND_MAIL_FROM` or
 * `SECOND_BRAND_MAIL_FROM`, else `MAIL_FROM` (also for a message naming no brand). Two brands of
 * one name share the first brand's sender.
 */
export function mailSenders(
  config: Pick<Config, 'mailFrom' | 'brands'>,
): (message: EmailMessage) => string {
  const { first, second } = config.brands;
  const senders = new Map<string, string>([
    [second.name, second.mailFrom ?? config.mailFrom],
    [first.name, first.mailFrom ?? config.mailFrom],
  ]);
  return (message) =>
    (message.brandName === undefined ? undefined : senders.get(message.brandName)) ??
    config.mailFrom;
}

function required<T>(value: T | undefined, variable: string): T {
  if (value === undefined) throw new Error(`no transport configured: ${variable} is unset`);
  return value;
}
