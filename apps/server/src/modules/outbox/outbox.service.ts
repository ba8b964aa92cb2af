import type { MessageTransport } from '#messaging/message.ts';
import type { OutboxRepo, OutboxRow } from '#modules/outbox/outbox.repo.ts';

/**
 * The dev outbox (DESIGN §8) as the transport of both channels: keeps each e-mail and SMS in the
 * database (shared by every instance) and prints one line to the console.
 */
export function createOutboxTransport(
  repo: OutboxRepo,
  print: (line: string) => void,
): MessageTransport {
  return {
    name: 'outbox',
    async send(message) {
      await repo.insert(message);
      const what = message.code === undefined ? 'notice' : `code ${message.code}`;
      print(`[outbox] ${message.channel} to ${message.to}: ${message.purpose} ${what}`);
    },
    close: () => {},
  };
}

export class OutboxService {
  readonly #repo: OutboxRepo;

  constructor(repo: OutboxRepo) {
    this.#repo = repo;
  }

  /**
   * `to` is an e-mail address (any case) or a `+dialcode` phone number (spaces, dashes and
   * brackets ignored). A `+` typed into a URL arrives as a space: digits alone mean a phone number.
   */
  list(to: string): Promise<OutboxRow[]> {
    if (to.includes('@')) return this.#repo.listFor(to.trim().toLowerCase());
    const phone = to.replace(/[\s().-]/g, '');
    return this.#repo.listFor(/^\d+$/.test(phone) ? `+${phone}` : phone);
  }
}
