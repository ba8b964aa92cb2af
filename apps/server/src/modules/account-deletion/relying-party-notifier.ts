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
 * Tells the relying parties that had a grant of an erased account (issue 34). The hook for OIDC
 * back-channel logout and the webhook event of issue [5 of 7]: neither exists in the product yet
 * (`oidc-provider` runs without `backchannelLogout`, clients register no `backchannel_logout_uri`),
 * so the one implementation today writes what would be sent to the log. Grants, codes and tokens
 * already ended when the deletion was requested; a relying party that calls with one gets
 * `invalid_grant`/`invalid_token`.
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
      'account erased: relying parties to tell (back-channel logout not implemented yet)',
    );
  }
}
