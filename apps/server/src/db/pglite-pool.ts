import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { mayWrite, WriteClock } from '#db/write-clock.ts';

type Command = PostgresQueryResult<unknown>['command'];

/**
 * Kysely's `PostgresPool` over ONE PGlite instance. PGlite is a single Postgres backend, so it
 * has exactly one connection: `connect()` hands it out exclusively and waits until the previous
 * holder calls `release()`, so the statements of two transactions never interleave. `writes`
 * moves before every statement that could change data is sent, while this client holds the one
 * connection: a statement sent after it moved runs after that write (and its transaction) ended.
 */
export class PGlitePool implements PostgresPool {
  readonly #pglite: PGlite;
  readonly #statements: PreparedStatements;
  readonly #waiting: Array<() => void> = [];
  #busy = false;
  #ended = false;
  /** Counts the statements that could change data (this process is the database's only writer). */
  readonly writes = new WriteClock();
  /** Kysely's pool options: PGlite has no connection options (one in-process backend). */
  readonly options: object = {};

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#statements = new PreparedStatements(pglite);
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
    const statements = this.#statements;
    const writes = this.writes;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        if (released) throw new Error('PGlite client used after release');
        if (mayWrite(sql)) writes.tick();
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
        const result = await statements.run<R>(sql, parameters);
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

/** Distinct statements kept prepared; further ones are parsed and planned on every run. */
const MAX_PREPARED = 1000;

const { serialize } = protocol;

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * Named prepared statements, one per distinct SQL text (the server's queries are a fixed set of
 * texts). PGlite's `query()` parses and plans its statement on every call and talks to the
 * database six times; here the first run prepares the statement (parse and describe, as `query()`
 * does) and every run binds and executes it in one exchange with a cached plan. Parameters are
 * serialised and rows parsed by PGlite's own type handlers, as `query()` does, so results and
 * errors are the same. A statement the database no longer accepts (its tables changed shape) is
 * forgotten and prepared again on its next run.
 */
class PreparedStatements {
  readonly #pglite: PGlite;
  /** SQL text → statement name and the parameter types the database inferred. */
  readonly #prepared = new Map<string, { name: string; parameterTypes: number[] }>();
  /** Names are never reused, not even those of forgotten statements. */
  #named = 0;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async run<R>(sql: string, parameters: readonly unknown[]): Promise<Results<R>> {
    const statement = this.#prepared.get(sql) ?? (await this.#prepare(sql));
    if (!statement) return this.#pglite.query<R>(sql, [...parameters]);
    const values = parameters.map((value, index) =>
      this.#serialised(value, statement.parameterTypes[index]),
    );
    try {
      const { messages } = await this.#pglite.execProtocol(
        concatBytes([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      const [result] = parse.parseResults(messages, this.#pglite.parsers);
      if (!result) throw new Error('PGlite returned no result for a statement');
      return result as Results<R>;
    } catch (error) {
      if (isStalePreparedStatement(error)) await this.#forget(sql, statement.name);
      throw withQuery(error, sql, parameters);
    }
  }

  /** Prepares the statement of `sql`; undefined when the cache is full (run it unprepared). */
  async #prepare(sql: string): Promise<{ name: string; parameterTypes: number[] } | undefined> {
    if (this.#prepared.size >= MAX_PREPARED) return undefined;
    this.#named += 1;
    const name = `kysely_${this.#named}`;
    let parameterTypes: number[];
    try {
      const { messages } = await this.#pglite.execProtocol(
        concatBytes([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
      );
      parameterTypes = parse.parseDescribeStatementResults(messages);
    } catch (error) {
      // The statement was not prepared (e.g. a syntax error, or the transaction had failed).
      throw withQuery(error, sql, undefined);
    }
    const statement = { name, parameterTypes };
    this.#prepared.set(sql, statement);
    return statement;
  }

  /** As `query()` does: null stays null, a typed value goes through PGlite's serialiser. */
  #serialised(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.#pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  async #forget(sql: string, name: string): Promise<void> {
    this.#prepared.delete(sql);
    try {
      await this.#pglite.execProtocol(
        concatBytes([serialize.close({ type: 'S', name }), serialize.sync()]),
      );
    } catch {
      // Best effort: a statement left behind only holds a little memory.
    }
  }
}

/**
 * A prepared statement that cannot run any more: its result's shape changed (`cached plan must not
 * change result type`, 0A000) or it is gone (26000).
 */
function isStalePreparedStatement(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && (error.code === '0A000' || error.code === '26000')
  );
}

/** As PGlite's `query()` reports a database error: with the statement and its parameters. */
function withQuery(error: unknown, query: string, params: readonly unknown[] | undefined): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query, params });
  return error;
}
