import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/**
 * Where the SQL files are: `src/db/migrations/` beside this module under tsx and in tests, and
 * `dist/migrations/` beside the bundled `dist/main.js` (the build copies them there).
 */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Key of the advisory lock that lets one of several starting instances migrate at a time. */
const MIGRATION_LOCK_KEY = 7_245_001;

const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/**
 * An applied migration whose file no longer has the text it had when it was applied: the schema
 * may not be what the code expects, so the start stops (exit code 2) instead of guessing.
 */
export class MigrationChangedError extends Error {
  constructor(readonly changed: readonly { name: string; applied: string; file: string }[]) {
    super(
      [
        `Applied migration${changed.length > 1 ? 's were' : ' was'} changed after being applied:`,
        ...changed.map(
          ({ name, applied, file }) =>
            `  ${name}: checksum when applied ${applied.slice(0, 12)}…, file now ${file.slice(0, 12)}…`,
        ),
        'An applied migration is never edited: restore the file as it was (git history) and put the',
        'change in a new migration (db/migrations/NNNN-what.sql).',
      ].join('\n'),
    );
    this.name = 'MigrationChangedError';
  }
}

/** The checksum of a migration's text; line endings do not count (a Windows checkout). */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');
}

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(new URL(name, dir), 'utf8');
      return {
        version: name.slice(0, 4),
        name,
        sql: text,
        checksum: migrationChecksum(text),
      };
    }),
  );
}

/**
 * The migrations these files have and the database has not applied yet, in order, without applying
 * anything (`npm run admin -- migrate --dry-run`). A database that was never migrated has them all.
 * An applied migration whose file changed is a `MigrationChangedError`, as in `migrate`.
 */
export async function pendingMigrations(
  db: Kysely<Database>,
  dir: URL = MIGRATIONS_DIR,
): Promise<Migration[]> {
  const migrations = await readMigrations(dir);
  const table = await sql<{ name: string | null }>`
    SELECT to_regclass('schema_migrations')::text AS name
  `.execute(db);
  if (!table.rows[0]?.name) return migrations;
  const rows = await db.selectFrom('schema_migrations').select(['version', 'checksum']).execute();
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  const changed = changedMigrations(migrations, applied);
  if (changed.length > 0) throw new MigrationChangedError(changed);
  return migrations.filter((migration) => !applied.has(migration.version));
}

function changedMigrations(
  migrations: readonly Migration[],
  applied: ReadonlyMap<string, string>,
): { name: string; applied: string; file: string }[] {
  return migrations.flatMap((migration) => {
    const checksum = applied.get(migration.version);
    return checksum === undefined || checksum === migration.checksum
      ? []
      : [{ name: migration.name, applied: checksum, file: migration.checksum }];
  });
}

/**
 * Applies the pending migrations in order, in one transaction, recorded in `schema_migrations`.
 * A transaction-scoped advisory lock makes instances that start together apply them once.
 * Every applied migration's file must still have the checksum recorded when it was applied, or
 * nothing is applied and `MigrationChangedError` says which (a migration the database has and these
 * files do not is a newer release's, and is left alone). Returns the names applied.
 */
export async function migrate(db: Kysely<Database>, dir: URL = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )
    `.execute(trx);
    const rows = await trx
      .selectFrom('schema_migrations')
      .select(['version', 'checksum'])
      .execute();
    const applied = new Map(rows.map((row) => [row.version, row.checksum]));
    const changed = changedMigrations(migrations, applied);
    if (changed.length > 0) throw new MigrationChangedError(changed);
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, checksum: migration.checksum })
        .execute();
      done.push(migration.name);
    }
    return done;
  });
}
