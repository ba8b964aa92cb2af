import { sql, type Kysely } from 'kysely';
import { migrate } from '#db/migrate.ts';
import type { Database } from '#db/schema.ts';

/** Tables the migrations themselves fill: a fresh database may hold rows in these. */
const SEEDED_BY_MIGRATIONS = new Set([
  'schema_migrations',
  'legal_document_versions',
  'legal_document_texts',
]);

/** Rows read from the embedded database and written to PostgreSQL per statement. */
const BATCH_ROWS = 1000;

/** The target cannot take the move (it holds data, or the schemas differ): nothing was written. */
export class MoveRefusedError extends Error {
  override name = 'MoveRefusedError';
}

export interface MoveResult {
  tables: number;
  rows: number;
}

interface Column {
  name: string;
}

type Db = Kysely<Database>;

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

async function tableNames(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(db);
  return result.rows.map((row) => row.name);
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const result = await sql<{ version: string }>`
    SELECT version FROM schema_migrations ORDER BY version
  `.execute(db);
  return result.rows.map((row) => row.version);
}

/** The tables in an order where each comes after every table its foreign keys point to. */
async function dependencyOrder(db: Db, tables: readonly string[]): Promise<string[]> {
  const result = await sql<{ child: string; parent: string }>`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'
  `.execute(db);
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of result.rows) {
    if (child !== parent) parents.get(child.replaceAll('"', ''))?.add(parent.replaceAll('"', ''));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new MoveRefusedError('the tables reference each other in a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns a row can be written to (generated columns are computed by the target). */
async function writableColumns(db: Db, table: string): Promise<Column[]> {
  const result = await sql<Column>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
    ORDER BY ordinal_position
  `.execute(db);
  return result.rows;
}

/** Tables of the target that hold rows the migrations did not put there. */
async function tablesWithData(db: Db, tables: readonly string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    if (SEEDED_BY_MIGRATIONS.has(table)) continue;
    const result = await sql<{ any: boolean }>`
      SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS any
    `.execute(db);
    if (result.rows[0]?.any) filled.push(table);
  }
  return filled;
}

/**
 * Copies every row of the embedded database (`source`) into a new PostgreSQL database (`target`):
 * `admin move-to-postgres` (docs/deployment.md §5). Both are first brought to this release's
 * schema. The target must hold nothing but what the migrations put there; it is emptied and
 * filled in one transaction, so a failure leaves it as it was. Rows travel as JSON
 * (`row_to_json` → `json_populate_recordset`), which keeps every type PostgreSQL has (bytea,
 * arrays, jsonb, timestamps) exactly; sequences continue after the copied values.
 */
export async function moveToPostgres(
  source: Db,
  target: Db,
  progress: (line: string) => void = () => {},
): Promise<MoveResult> {
  await migrate(source);
  await migrate(target);
  const [sourceVersions, targetVersions] = await Promise.all([
    appliedMigrations(source),
    appliedMigrations(target),
  ]);
  if (sourceVersions.join() !== targetVersions.join()) {
    throw new MoveRefusedError(
      'the embedded database and PostgreSQL have different migrations: run both with this release',
    );
  }
  const tables = (await tableNames(target)).filter((table) => table !== 'schema_migrations');
  const sourceTables = (await tableNames(source)).filter((table) => table !== 'schema_migrations');
  if (sourceTables.join() !== tables.join()) {
    throw new MoveRefusedError('the embedded database and PostgreSQL have different tables');
  }
  const filled = await tablesWithData(target, tables);
  if (filled.length > 0) {
    throw new MoveRefusedError(
      `PostgreSQL already holds data (${filled.join(', ')}): move into a new, empty database`,
    );
  }
  const ordered = await dependencyOrder(target, tables);
  let rows = 0;
  await target.transaction().execute(async (trx) => {
    await sql`TRUNCATE ${sql.join(ordered.map((table) => sql.table(table)))}`.execute(trx);
    for (const table of ordered) {
      const copied = await copyTable(source, trx, table);
      await continueSequences(trx, table);
      if (copied > 0) progress(`${table}: ${copied} rows`);
      rows += copied;
    }
  });
  return { tables: ordered.length, rows };
}

async function copyTable(source: Db, target: Db, table: string): Promise<number> {
  const columns = (await writableColumns(target, table)).map((column) => quote(column.name));
  const list = sql.raw(columns.join(', '));
  // One pass over the table through a cursor: memory holds one batch, whatever the table's size.
  return source.transaction().execute(async (read) => {
    await sql`
      DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${sql.table(table)} t
    `.execute(read);
    let copied = 0;
    for (;;) {
      const batch = await sql<{ row: string }>`
        FETCH ${sql.raw(String(BATCH_ROWS))} FROM move_rows
      `.execute(read);
      if (batch.rows.length === 0) return copied;
      const json = `[${batch.rows.map((row) => row.row).join(',')}]`;
      await sql`
        INSERT INTO ${sql.table(table)} (${list}) OVERRIDING SYSTEM VALUE
        SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)
      `.execute(target);
      copied += batch.rows.length;
    }
  });
}

/** Serial and identity columns go on after the largest copied value. */
async function continueSequences(db: Db, table: string): Promise<void> {
  const result = await sql<{ column: string; sequence: string }>`
    SELECT column_name AS column, pg_get_serial_sequence(${quote(table)}, column_name) AS sequence
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table}
      AND pg_get_serial_sequence(${quote(table)}, column_name) IS NOT NULL
  `.execute(db);
  for (const { column, sequence } of result.rows) {
    await sql`
      SELECT setval(${sequence}, COALESCE((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)
    `.execute(db);
  }
}
