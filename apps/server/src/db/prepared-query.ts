import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Marks a placeholder among a compiled query's parameters (no real value starts with NUL). */
const PLACEHOLDER = '\u0000prepared-query:';

type Slot<K extends string> = { parameter: K } | { value: unknown };

/**
 * The SQL text of every `PreparedQuery`, and the name PostgreSQL prepares it under on each pooled
 * connection (open-database.ts): the database parses and plans a hot statement once per
 * connection, not on every run.
 */
const statementNames = new Map<string, string>();

/** The name a `PreparedQuery`'s SQL text is prepared under; undefined for any other text. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/**
 * A query built and compiled once, for a hot path: each run only puts its arguments in place of
 * the placeholders. Building and compiling a Kysely query costs more CPU than sending it; the SQL
 * text is the same on every run anyway. `build` gets one placeholder per name and must pass each
 * one as a value (a parameter of the statement: `where`, `values`, `eb.val`, a `sql` template),
 * never to code that reads it: a placeholder is not the value. (Placeholders are typed `never`
 * so that they fit any value's place.)
 */
export class PreparedQuery<K extends string, R> {
  readonly #compiled: CompiledQuery<R>;
  readonly #slots: readonly Slot<K>[];

  constructor(names: readonly K[], build: (placeholders: Record<K, never>) => Compilable<R>) {
    const placeholders = Object.fromEntries(
      names.map((name) => [name, `${PLACEHOLDER}${name}`]),
    ) as Record<K, never>;
    this.#compiled = build(placeholders).compile();
    if (!statementNames.has(this.#compiled.sql)) {
      statementNames.set(this.#compiled.sql, `ac_prepared_${statementNames.size + 1}`);
    }
    this.#slots = this.#compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(PLACEHOLDER)
        ? { parameter: value.slice(PLACEHOLDER.length) as K }
        : { value },
    );
    const used = new Set(this.#slots.map((slot) => ('parameter' in slot ? slot.parameter : '')));
    const unused = names.filter((name) => !used.has(name));
    if (unused.length > 0) throw new Error(`prepared query does not use ${unused.join(', ')}`);
  }

  /** The rows of one run on `executor` (the database or a transaction). */
  async execute(
    executor: Pick<Kysely<never>, 'executeQuery'>,
    args: Readonly<Record<K, unknown>>,
  ): Promise<R[]> {
    const parameters = this.#slots.map((slot) =>
      'parameter' in slot ? args[slot.parameter] : slot.value,
    );
    const result = await executor.executeQuery<R>({ ...this.#compiled, parameters });
    return result.rows;
  }

  /** The SQL text and constants, as sent (the placeholders in place of the arguments). */
  compile(): CompiledQuery<R> {
    return this.#compiled;
  }

  /** The first row of one run, if any. */
  async executeTakeFirst(
    executor: Pick<Kysely<never>, 'executeQuery'>,
    args: Readonly<Record<K, unknown>>,
  ): Promise<R | undefined> {
    return (await this.execute(executor, args))[0];
  }
}
