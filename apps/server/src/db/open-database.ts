import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type * as PGliteModule from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from '#db/data-dir-lock.ts';
import { PGlitePool } from '#db/pglite-pool.ts';
import { preparedStatementName } from '#db/prepared-query.ts';
import type { Database } from '#db/schema.ts';
import type { WriteClock } from '#db/write-clock.ts';
import { isDatabaseUnavailable } from '#lib/database-unavailable.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * The embedded PGlite's count of statements that could change data: only this process writes
   * it. Absent on PostgreSQL, which other instances and tools write too.
   */
  writes?: WriteClock;
  /** Closes the pool (or PGlite) and releases the data directory lock. */
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;
const asText = (value: string): string => value;

/** `pg` parses `date` into a local-time `Date`; keep it `YYYY-MM-DD` (as PGlite does below). */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID && format !== 'binary'
      ? asText
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** PGlite parses `bigint` into a number and `date` into a `Date`; make both text like `pg`. */
const pgliteParsers = { [INT8_OID]: asText, [DATE_OID]: asText };

/** DATABASE_TIMEOUT_MS's default: the longest wait for a connection, and for a query's answer. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;

/**
 * The pool as Kysely sees it, except for a client whose query failed because the database is
 * unreachable (refused, dropped, or no answer within the time-out): its further queries (a
 * transaction's ROLLBACK) fail at once with the same error instead of waiting out the time-out
 * again, and on release it is destroyed instead of going back to the pool, where it could still
 * owe an answer or hold an open transaction whose ROLLBACK never went out. The statements of
 * `PreparedQuery` (the hot paths) go out as named prepared statements: parsed and planned once per
 * connection.
 */
class DroppingPool implements PostgresPool {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** The pg pool's options (Kysely reads them to open a control connection for a cancel). */
  get options(): object {
    return this.#pool.options;
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.#pool.connect();
    let broken: unknown;
    const query = async (sqlText: string, parameters: readonly unknown[]) => {
      if (broken !== undefined) throw broken;
      try {
        const name = preparedStatementName(sqlText);
        return await (name === undefined
          ? client.query(sqlText, [...parameters])
          : client.query({ name, text: sqlText, values: [...parameters] }));
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error;
        throw error;
      }
    };
    return {
      // Kysely's cursor form (streaming) is not used by this server.
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(broken !== undefined),
    };
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}

/**
 * Opens PostgreSQL through a `pg.Pool`. `timeoutMs` caps the wait for a connection and for each
 * query's answer (client side: it also holds when the database accepts connections but never
 * answers); past it the request fails as unavailable (503) and the connection is dropped.
 */
export function openPostgres(
  databaseUrl: string,
  onPoolError: (error: Error) => void = () => {},
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: pgTypes,
    max: 10,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', onPoolError);
  // A client in use has no listener of the pool's: without this one, a connection lost during
  // a query (PostgreSQL stopped, network cut) is an unhandled 'error' event that ends the process.
  // The query itself fails (answered 503) and the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', onPoolError));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new DroppingPool(pool) }),
  });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** PGlite is loaded on demand, so a server on PostgreSQL never loads the WebAssembly build. */
async function startPglite(dataDir: string, loadDataDir?: Blob): Promise<PGliteModule.PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(dataDir, {
    parsers: pgliteParsers,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.waitReady;
  return pglite;
}

/** An in-memory PGlite (tests), whose data directory can be kept to start others from. */
export interface MemoryPgliteHandle extends DatabaseHandle {
  /** The data directory as it is now (a tar file), for `openMemoryPglite(dump)`. */
  dump(): Promise<Blob>;
}

/**
 * Opens an in-memory PGlite (tests): a new cluster (`initdb`), or with `from` a copy of the data
 * directory another one dumped (no `initdb`, and whatever that one held).
 */
export async function openMemoryPglite(from?: Blob): Promise<MemoryPgliteHandle> {
  const pglite = await startPglite('memory://', from);
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    writes: pool.writes,
    close: () => db.destroy(),
    dump: async () => {
      // Everything written so far in the data files, so that a copy starts without WAL replay.
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    },
  };
}

/**
 * Opens the embedded PGlite in `dataDir/pgdata` after taking this process's exclusive lock on
 * `dataDir` (DESIGN §6). Holding the lock proves no other server uses the directory, so a
 * `postmaster.pid` left by a killed process is stale and removed before PGlite starts.
 */
export async function openPgliteDataDir(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    rmSync(join(pgdata, 'postmaster.pid'), { force: true });
    const pglite = await startPglite(pgdata);
    const pool = new PGlitePool(pglite);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'pglite',
      writes: pool.writes,
      close: async () => {
        try {
          await db.destroy();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string; databaseTimeoutMs?: number },
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined
    ? openPgliteDataDir(config.dataDir)
    : openPostgres(config.databaseUrl, onPoolError, config.databaseTimeoutMs);
}
