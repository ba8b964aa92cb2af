import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/**
 * Kysely's `PostgresPool` over ONE PGlite instance. PGlite is a single Postgres backend, so it
 * has exactly one connection: `connect()` hands it out exclusively and waits until the previous
 * holder calls `release()`, so the statements of two transactions never interleave.
 */
export class PGlitePool implements PostgresPool {
  readonly #pglite: PGlite;
  readonly #waiting: Array<() => void> = [];
  #busy = false;
  #ended = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('PGlite pool has ended');
    if (this.#busy) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#busy = true;
    return this.#client();
  }

  async end(): Promise<void> {
    this.#ended = true;
    // Let the current holder and everyone already queued finish before closing.
    while (this.#busy) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
      this.#handOver();
    }
    if (!this.#pglite.closed) await this.#pglite.close();
  }

  #handOver(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  #client(): PostgresPoolClient {
    const pglite = this.#pglite;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        if (released) throw new Error('PGlite client used after release');
        if (parameters.length === 0) {
          // The simple query protocol runs several statements at once (migrations), like `pg`
          // does for a query without parameters. The answer is the last statement's.
          const results = await pglite.exec(sql);
          const last = results.at(-1);
          return {
            command: commandOf(last?.command),
            rowCount: last?.rowCount ?? last?.rows.length ?? 0,
            rows: (last?.rows ?? []) as R[],
          };
        }
        const result = await pglite.query<R>(sql, [...parameters]);
        return {
          command: commandOf(result.command),
          rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release: () => {
        if (released) return;
        released = true;
        this.#handOver();
      },
    };
    return client as PostgresPoolClient;
  }
}

/** Kysely only needs the command to know whether `rowCount` counts affected rows. */
function commandOf(command: string | undefined): Command {
  const word = command?.split(' ')[0]?.toUpperCase();
  return (
    word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE'
      ? word
      : 'SELECT'
  ) as Command;
}
