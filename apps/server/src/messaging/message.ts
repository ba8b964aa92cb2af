import type { CodePurpose } from '@account-centre/contract';

/** How a message travels: e-mail through the mail transport, SMS through the SMS transport. */
export type Channel = 'email' | 'sms';

/** Messages that tell the user about a change to the account and carry no code. */
export const NOTICE_PURPOSES = ['email-changed', 'password-changed', 'account-deletion'] as const;
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number];

/** An e-mail: subject and plain text to a normalised (lower-case) address. */
interface EmailContent {
  channel: 'email';
  to: string;
  subject: string;
  text: string;
  /** The language the text is in (a supported tag): the HTML body's `lang`/`dir`, `Content-Language`. */
  language?: string;
  /** The brand it is written for: picks the sender (`FIRST_BRAND_MAIL_FROM`, …); unset: `MAIL_FROM`. */
  brandName?: string;
  /**
   * The named values of its template (`{{code}}`, `{{undoUrl}}`, …): an operator's template of
   * its kind fills them in (decision 065). Absent in messages queued before.
   */
  values?: Record<string, string>;
  /** The HTML part, rendered by the messenger (`MailRenderer`) before the transport sends it. */
  html?: string;
}

/** An SMS: short plain text to a phone number in E.164 (`+8613812345678`). */
interface SmsContent {
  channel: 'sms';
  to: string;
  text: string;
}

/** A verification code for one purpose. */
interface CodePart {
  purpose: CodePurpose;
  code: string;
}

/** A notice about the account (e.g. its e-mail address changed); it has no code. */
interface NoticePart {
  purpose: NoticePurpose;
  code?: undefined;
}

export type EmailMessage = EmailContent & (CodePart | NoticePart);
export type SmsMessage = SmsContent & (CodePart | NoticePart);
/** A message the server sends, told apart by its `channel` and its `purpose`. */
export type OutgoingMessage = EmailMessage | SmsMessage;

/**
 * A webhook delivery (decision 054): one event to one endpoint. `webhookId` is the Standard
 * Webhooks `webhook-id` (the same on every try and on a redelivery); `body` the JSON payload as
 * sent. The endpoint's URL and secret are read when it is sent.
 */
export interface WebhookMessage {
  channel: 'webhook';
  /** The event type, e.g. `user.created`. */
  purpose: string;
  endpointId: string;
  /** The queue's id of this message (the delivery log's key). */
  messageId: string;
  webhookId: string;
  body: string;
}

/** An OpenID Connect back-channel logout token for one relying party (decision 054). */
export interface LogoutMessage {
  channel: 'logout';
  purpose: 'backchannel-logout';
  clientId: string;
  accountId: string;
  sid: string;
}

/** Everything the durable queue carries: e-mail, SMS, webhook deliveries and logout tokens. */
export type QueuedMessage = OutgoingMessage | WebhookMessage | LogoutMessage;
export type QueueChannel = QueuedMessage['channel'];

/** Delivers messages of one kind: e-mail (SMTP), SMS (HTTP provider) or all of them (dev outbox). */
export interface MessageTransport<M extends OutgoingMessage = OutgoingMessage> {
  readonly name: string;
  /** Resolves once the message is accepted; rejects when it could not be delivered. */
  send(message: M): Promise<void>;
  close(): void;
}
