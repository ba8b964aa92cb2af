import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { OutgoingMessage } from '#messaging/message.ts';

export interface OutboxRow {
  to: string;
  channel: 'email' | 'sms';
  purpose: string;
  code: string;
  text: string;
  sentAt: Date;
}

export class OutboxRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(message: OutgoingMessage): Promise<void> {
    await this.#db
      .insertInto('dev_outbox')
      .values({
        recipient: message.to,
        channel: message.channel,
        purpose: message.purpose,
        // The outbox answer keeps `code` a string (contract `outboxMessageSchema`): empty for notices.
        code: message.code ?? '',
        body: message.text,
      })
      .execute();
  }

  /** Messages to `recipient` (compared case-insensitively), newest first. */
  async listFor(recipient: string, limit = 100): Promise<OutboxRow[]> {
    return this.#db
      .selectFrom('dev_outbox')
      .select([
        'recipient as to',
        'channel',
        'purpose',
        'code',
        'body as text',
        'sent_at as sentAt',
      ])
      .where(sql<string>`lower(recipient)`, '=', recipient.toLowerCase())
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
