import type { MailTransport } from '#mail/mail-transport.ts';
import type { OutboxRepo, OutboxRow } from '#modules/outbox/outbox.repo.ts';

/**
 * The dev outbox (DESIGN §8) as a mail transport: keeps each message in the database (shared by
 * every instance) and prints one line to the console.
 */
export function createOutboxTransport(
  repo: OutboxRepo,
  print: (line: string) => void,
): MailTransport {
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

  /** `to` is an e-mail address (any case) or a `+dialcode` phone number (spaces ignored). */
  list(to: string): Promise<OutboxRow[]> {
    const destination = to.includes('@') ? to.trim().toLowerCase() : to.replace(/[\s-]/g, '');
    return this.#repo.listFor(destination);
  }
}
