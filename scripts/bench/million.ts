// Issue 38 goal 3 ("flat at a million"): the retention purge in bounded batches, timed batch by
// batch, and the query plans of one request of each kind, as PostgreSQL ran them (auto_explain
// with ANALYZE and BUFFERS, loaded for the benchmark database's new connections only).
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { sql } from 'kysely';
import {
  deleteBatchQuery,
  PURGED_TABLES,
  RetentionRepo,
  type PurgedTable,
  type RetentionPeriods,
} from '../../apps/server/src/modules/retention/retention.repo.ts';

/** The configuration's defaults (RETENTION_*, ACTIVITY_RETENTION_DAYS). */
export const DEFAULT_PERIODS: RetentionPeriods = {
  expiredDays: 7,
  endedSessionDays: 30,
  activityDays: 180,
  sentMessageDays: 7,
  deadMessageDays: 30,
};
/** The server's default batch (RETENTION_BATCH_SIZE). */
export const BATCH = 1000;

export interface RetentionBatches {
  /** Rows deleted per table. */
  deleted: Partial<Record<PurgedTable, number>>;
  /** Milliseconds of each batch that deleted rows. */
  batchMs: number[];
  /** Milliseconds of the pass over every table once nothing is left (the hourly steady state). */
  emptyPassMs: number;
  /** The slowest table of that pass. */
  emptyPassSlowest: { table: PurgedTable; ms: number };
  seconds: number;
}

/** Every table through `RetentionRepo.deleteBatch` (the purge's own SQL) until none is left. */
export async function benchRetentionBatches(
  databaseUrl: string,
  dataDir: string,
  periods: RetentionPeriods = DEFAULT_PERIODS,
): Promise<RetentionBatches> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const started = performance.now();
  try {
    const repo = new RetentionRepo(database.db, database.kind);
    const deleted: Partial<Record<PurgedTable, number>> = {};
    const batchMs: number[] = [];
    for (const table of PURGED_TABLES) {
      for (;;) {
        const at = performance.now();
        const count = await repo.deleteBatch(table, periods, BATCH);
        if (count === 0) break;
        batchMs.push(performance.now() - at);
        deleted[table] = (deleted[table] ?? 0) + count;
        if (count < BATCH) break;
      }
    }
    let emptyPassMs = 0;
    let emptyPassSlowest = { table: PURGED_TABLES[0] as PurgedTable, ms: 0 };
    for (const table of PURGED_TABLES) {
      const at = performance.now();
      await repo.deleteBatch(table, periods, BATCH);
      const ms = performance.now() - at;
      emptyPassMs += ms;
      if (ms > emptyPassSlowest.ms) emptyPassSlowest = { table, ms };
    }
    return {
      deleted,
      batchMs,
      emptyPassMs,
      emptyPassSlowest,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

/** Migration 0040's indexes, by the table whose purge they serve. */
export const PURGE_INDEXES = {
  activity_events: 'activity_events_created_idx',
  access_tokens: 'access_tokens_expires_idx',
  refresh_tokens: 'refresh_tokens_expires_idx',
  sessions: 'sessions_created_idx',
} as const;

/**
 * The pass that finds nothing, as it was before migration 0040: in one transaction that is rolled
 * back, its indexes dropped and each table's batch run under EXPLAIN (ANALYZE, BUFFERS).
 */
export async function emptyPassWithoutIndexes(
  databaseUrl: string,
  dataDir: string,
  periods: RetentionPeriods = DEFAULT_PERIODS,
): Promise<{ table: string; ms: number; plan: string }[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const results: { table: string; ms: number; plan: string }[] = [];
  try {
    await database.db
      .transaction()
      .execute(async (trx) => {
        for (const index of Object.values(PURGE_INDEXES)) {
          await sql`DROP INDEX ${sql.ref(index)}`.execute(trx);
        }
        for (const table of Object.keys(PURGE_INDEXES) as (keyof typeof PURGE_INDEXES)[]) {
          const at = performance.now();
          const { rows } = await sql<{
            'QUERY PLAN': string;
          }>`EXPLAIN (ANALYZE, BUFFERS) ${deleteBatchQuery(table, periods, BATCH)}`.execute(trx);
          results.push({
            table,
            ms: performance.now() - at,
            plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
          });
        }
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  } finally {
    await database.close();
  }
  return results;
}

class RolledBack extends Error {}

/** PostgreSQL's log (BENCH_PG_LOG): where auto_explain writes the plans. */
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

function logSize(): number | undefined {
  try {
    return statSync(PG_LOG).size;
  } catch {
    return undefined;
  }
}

function readFrom(offset: number): string {
  const end = statSync(PG_LOG).size;
  const buffer = Buffer.alloc(Math.max(0, end - offset));
  const fd = openSync(PG_LOG, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** The log's entries of `database` (an entry starts with a timestamp; continuation lines follow). */
function entriesOf(text: string, database: string): string[] {
  const entries: string[] = [];
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(line)) {
      if (current) entries.push(current.join('\n'));
      current = line.includes(`@${database} `) ? [line] : undefined;
    } else if (current) {
      current.push(line);
    }
  }
  if (current) entries.push(current.join('\n'));
  return entries.filter((entry) => entry.includes('duration:') && entry.includes('plan:'));
}

async function setAutoExplain(adminUrl: string, database: string, on: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (on) {
      for (const [name, value] of [
        ['session_preload_libraries', "'auto_explain'"],
        ['auto_explain.log_min_duration', '0'],
        ['auto_explain.log_analyze', 'on'],
        ['auto_explain.log_buffers', 'on'],
        ['auto_explain.log_nested_statements', 'on'],
      ] as const) {
        await client.query(`ALTER DATABASE ${database} SET ${name} = ${value}`);
      }
    } else {
      await client.query(`ALTER DATABASE ${database} RESET ALL`);
    }
  } finally {
    await client.end();
  }
}

export interface PlanCapture {
  /** Which request: its plans are the statements its backends ran while it was served. */
  kind: string;
  run: () => Promise<void>;
}

/**
 * With auto_explain on for the benchmark database's new connections, starts a server (`start`),
 * runs each capture alone and collects the plans PostgreSQL logged for it; then turns it off.
 * Returns the plans by kind, or undefined when PostgreSQL's log cannot be read.
 */
export async function capturePlans(
  adminUrl: string,
  database: string,
  start: () => Promise<{ stop(): Promise<void> }>,
  captures: PlanCapture[],
): Promise<Map<string, string[]> | undefined> {
  if (logSize() === undefined) return undefined;
  await setAutoExplain(adminUrl, database, true);
  const plans = new Map<string, string[]>();
  try {
    const server = await start();
    try {
      for (const capture of captures) {
        // Twice: the first warms the server's prepared statements and caches; the second is kept.
        await capture.run();
        await new Promise((resolve) => setTimeout(resolve, 300));
        const offset = logSize() ?? 0;
        await capture.run();
        await new Promise((resolve) => setTimeout(resolve, 700));
        plans.set(capture.kind, entriesOf(readFrom(offset), database));
      }
    } finally {
      await server.stop();
    }
  } finally {
    await setAutoExplain(adminUrl, database, false);
  }
  return plans;
}
