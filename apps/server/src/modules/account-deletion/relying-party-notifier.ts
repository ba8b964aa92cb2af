import type { ErasedAccount } from '#modules/account-deletion/account-deletion.repo.ts';

/** Where the erasure writes: the app's logger, or the admin command's. */
export interface ErasureLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The admin command's log: one JSON line per entry on standard error. */
export const consoleErasureLog: ErasureLog = {
  info: (fields, message) => console.error(JSON.stringify({ level: 'info', message, ...fields })),
  error: (fields, message) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

/**
 * Tells the relying parties that had a grant of an erased account (issue 34). Their sessions,
 * grants, codes and tokens ended when the deletion was requested, and the relying parties with a
 * back-channel URL were sent a logout token then (through the durable queue, decision 054); the
 * brand's systems get `user.deleted` by webhook in the erasure's transaction. What remains is this
 * log line naming the relying parties, for the operator.
 */
export interface RelyingPartyNotifier {
  accountErased(account: ErasedAccount): Promise<void>;
}

/** Logs the relying parties to tell (no back-channel logout yet: see `RelyingPartyNotifier`). */
export class LoggingRelyingPartyNotifier implements RelyingPartyNotifier {
  readonly #log: ErasureLog;

  constructor(log: ErasureLog) {
    this.#log = log;
  }

  async accountErased(account: ErasedAccount): Promise<void> {
    if (account.relyingParties.length === 0) return;
    this.#log.info(
      { accountId: account.userId, clients: account.relyingParties },
      'account erased: relying parties that held a grant',
    );
  }
}
