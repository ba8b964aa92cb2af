import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import {
  AccountDeletionRepo,
  type ErasedAccount,
} from '#modules/account-deletion/account-deletion.repo.ts';
import { pseudonymizer } from '#modules/account-deletion/pseudonym.ts';
import {
  LoggingRelyingPartyNotifier,
  type ErasureLog,
  type RelyingPartyNotifier,
} from '#modules/account-deletion/relying-party-notifier.ts';
import { WebhookEvents, type AccountEvents } from '#modules/webhooks/webhook-events.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The erasure of accounts whose deletion grace period has ended (decision 048), run by the
 * retention worker (`RetentionService.purge`) and by the console's early erasure: one short
 * transaction per account, in batches, the same SQL on PostgreSQL and PGlite.
 */
export class AccountErasure {
  readonly #db: Kysely<Database>;
  readonly #repo: AccountDeletionRepo;
  readonly #relyingParties: RelyingPartyNotifier;
  readonly #pseudonymOf: (tenantId: string, productId: string) => string;
  readonly #keepDays: number;
  readonly #log: ErasureLog;
  readonly #events: AccountEvents | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    repo: AccountDeletionRepo;
    relyingParties: RelyingPartyNotifier;
    pseudonymOf: (tenantId: string, productId: string) => string;
    /** ERASED_ACCEPTANCE_RETENTION_DAYS (0: no acceptance kept). */
    keepDays: number;
    log: ErasureLog;
    /** `user.deleted` to the tenant's webhook endpoints, in the erasure's transaction (054). */
    events?: AccountEvents | undefined;
  }) {
    this.#events = deps.events;
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#relyingParties = deps.relyingParties;
    this.#pseudonymOf = deps.pseudonymOf;
    this.#keepDays = deps.keepDays;
    this.#log = deps.log;
  }

  /**
   * Erases every account whose grace period has ended, `batchSize` at a time (a pause between
   * batches), then drops kept acceptances past their time. Stops between accounts once `signal`
   * aborts. How many accounts it erased.
   */
  async eraseDue(options: {
    batchSize: number;
    pauseMs: number;
    signal?: AbortSignal | undefined;
  }): Promise<number> {
    let erased = 0;
    for (;;) {
      const due = await this.#repo.due(options.batchSize);
      for (const userId of due) {
        if (options.signal?.aborted) return erased;
        if (await this.eraseOne(userId)) erased += 1;
      }
      if (due.length < options.batchSize) break;
      if (options.pauseMs > 0) await sleep(options.pauseMs);
    }
    while ((await this.#repo.purgeKeptAcceptances(options.batchSize)) === options.batchSize) {
      if (options.signal?.aborted) break;
    }
    return erased;
  }

  /** Erases one account if its deletion is due (else undefined), then tells its relying parties. */
  async eraseOne(userId: string): Promise<ErasedAccount | undefined> {
    const erased = await this.#db.transaction().execute(async (trx) => {
      const account = await this.#repo.erase(trx, userId, this.#pseudonymOf, this.#keepDays);
      if (account) {
        await this.#events?.emit(trx, {
          type: 'user.deleted',
          userId: account.userId,
          tenantId: account.tenantId,
        });
      }
      return account;
    });
    if (!erased) return undefined;
    try {
      await this.#relyingParties.accountErased(erased);
    } catch (error) {
      this.#log.error({ err: error, accountId: userId }, 'telling relying parties failed');
    }
    return erased;
  }
}

/** The erasure as the configuration sets it up (server, retention worker, admin command). */
export function createAccountErasure(
  config: Pick<Config, 'accountDeletion' | 'encryptionKeys'>,
  db: Kysely<Database>,
  log: ErasureLog,
  /** The server's (first tries at once); else queued for the server's worker. */
  events: AccountEvents = new WebhookEvents({ db, secret: config.encryptionKeys.secret }),
): AccountErasure {
  return new AccountErasure({
    db,
    repo: new AccountDeletionRepo(db),
    relyingParties: new LoggingRelyingPartyNotifier(log),
    pseudonymOf: pseudonymizer(config.encryptionKeys.secret),
    keepDays: config.accountDeletion.acceptanceKeepDays,
    log,
    events,
  });
}
