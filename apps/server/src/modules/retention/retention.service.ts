import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { DatabaseKind } from '#db/open-database.ts';
import type { Database } from '#db/schema.ts';
import {
  createAccountErasure,
  type AccountErasure,
} from '#modules/account-deletion/account-erasure.ts';
import {
  consoleErasureLog,
  type ErasureLog,
} from '#modules/account-deletion/relying-party-notifier.ts';
import {
  PURGED_TABLES,
  RetentionRepo,
  type PurgedTable,
  type RetentionPeriods,
} from '#modules/retention/retention.repo.ts';

export interface PurgeSettings extends RetentionPeriods {
  /** Rows deleted per statement: each batch is a short transaction of its own. */
  batchSize: number;
  /** Pause between batches, so the purge never crowds out requests. */
  pauseMs: number;
}

/** What one purge did: rows deleted per table, or `skipped` when another instance was purging. */
export type PurgeResult =
  | {
      skipped: false;
      deleted: Record<PurgedTable, number>;
      /** Accounts erased whose deletion grace period had ended (decision 048). */
      erasedAccounts: number;
      /** Tables vacuumed afterwards: every table on the embedded PGlite, none on PostgreSQL. */
      vacuumedTables: number;
      milliseconds: number;
    }
  | { skipped: true };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletes the rows nothing reads any more (expired codes, tokens, tickets, challenges, nonces,
 * probe answers, undo links, rate-limit windows, ended sessions, activity past its retention): on a schedule inside the server, one instance at a
 * time, and on demand (`npm run admin -- purge`). Then it erases the accounts whose deletion
 * grace period has ended (decision 048), and on the embedded PGlite vacuums every table (it has no
 * autovacuum).
 */
export class RetentionService {
  readonly #repo: RetentionRepo;
  readonly #settings: PurgeSettings;
  readonly #erasure: AccountErasure | undefined;

  /** `erasure`: the account erasure of decision 048, run after the tables (none: skipped). */
  constructor(options: { repo: RetentionRepo; settings: PurgeSettings; erasure?: AccountErasure }) {
    this.#repo = options.repo;
    this.#settings = options.settings;
    this.#erasure = options.erasure;
  }

  /** One purge of every table, batch by batch; stops between batches once `signal` aborts. */
  async purge(signal?: AbortSignal): Promise<PurgeResult> {
    const started = performance.now();
    const deleted = await this.#repo.exclusively(async () => {
      const counts = Object.fromEntries(PURGED_TABLES.map((table) => [table, 0])) as Record<
        PurgedTable,
        number
      >;
      for (const table of PURGED_TABLES) {
        for (;;) {
          if (signal?.aborted) return { counts, erasedAccounts: 0, vacuumedTables: 0 };
          const batch = await this.#repo.deleteBatch(
            table,
            this.#settings,
            this.#settings.batchSize,
          );
          counts[table] += batch;
          if (batch < this.#settings.batchSize) break;
          if (this.#settings.pauseMs > 0) await pause(this.#settings.pauseMs);
        }
      }
      const erasedAccounts = signal?.aborted
        ? 0
        : ((await this.#erasure?.eraseDue({ ...this.#settings, signal })) ?? 0);
      const vacuumedTables = await this.#repo.reclaimSpace(signal);
      return { counts, erasedAccounts, vacuumedTables };
    });
    if (deleted === undefined) return { skipped: true };
    return {
      skipped: false,
      deleted: deleted.counts,
      erasedAccounts: deleted.erasedAccounts,
      vacuumedTables: deleted.vacuumedTables,
      milliseconds: Math.round(performance.now() - started),
    };
  }

  /**
   * Purges every `intervalSeconds` (the first a minute after the start, so it never slows the
   * start); `stop()` ends the schedule and waits for a purge under way to reach its next batch.
   */
  schedule(intervalSeconds: number, log: FastifyBaseLogger): { stop: () => Promise<void> } {
    const abort = new AbortController();
    let running: Promise<void> | undefined;
    const run = () => {
      if (running) return;
      running = this.purge(abort.signal)
        .then((result) => {
          if (result.skipped) log.debug('purge skipped: another instance is purging');
          else {
            const { deleted, erasedAccounts, vacuumedTables, milliseconds: ms } = result;
            log.info({ deleted, erasedAccounts, vacuumedTables, ms }, 'purge done');
          }
        })
        .catch((error: unknown) => log.error({ err: error }, 'purge failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const first = setTimeout(run, Math.min(60, intervalSeconds) * 1000);
    const every = setInterval(run, intervalSeconds * 1000);
    first.unref();
    every.unref();
    return {
      stop: async () => {
        clearTimeout(first);
        clearInterval(every);
        abort.abort();
        await running;
      },
    };
  }
}

/** The purge as the configuration sets it up, for the server's schedule and the admin command. */
export function createRetention(
  config: Pick<Config, 'retention' | 'activityRetentionDays'> &
    Partial<Pick<Config, 'accountDeletion' | 'encryptionKeys'>>,
  database: { db: Kysely<Database>; kind: DatabaseKind },
  /** Where the account erasure logs; the admin command's console when absent. */
  log: ErasureLog = consoleErasureLog,
): RetentionService {
  const { accountDeletion, encryptionKeys } = config;
  return new RetentionService({
    repo: new RetentionRepo(database.db, database.kind),
    settings: { ...config.retention, activityDays: config.activityRetentionDays, pauseMs: 20 },
    // Without the account-deletion settings (benchmarks) the purge erases no account.
    ...(accountDeletion && encryptionKeys
      ? {
          erasure: createAccountErasure({ accountDeletion, encryptionKeys }, database.db, log),
        }
      : {}),
  });
}
