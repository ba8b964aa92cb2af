import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, MigrationChangedError, MIGRATIONS_DIR } from '#db/migrate.ts';
import { openDatabase } from '#db/open-database.ts';
import {
  createTestDatabase,
  databases,
  emptyDir,
  testConfig,
  type TestDatabase,
} from '#testing/test-app.ts';
import { runServerScript } from '#testing/server-process.ts';

/** A copy of the migrations that a test may edit. */
function copyOfMigrations(): { path: string; dir: URL; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'ac-migrations-'));
  cpSync(fileURLToPath(MIGRATIONS_DIR), path, { recursive: true });
  return {
    path,
    dir: pathToFileURL(`${path}/`),
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}

const CHANGED = '0003-phone-accounts.sql';

describe.each(databases)('migration checksums on %s', (kind) => {
  let database: TestDatabase;
  let migrations: ReturnType<typeof copyOfMigrations>;

  beforeEach(async () => {
    database = await createTestDatabase(kind, { migrate: false });
    migrations = copyOfMigrations();
  });
  afterEach(async () => {
    migrations.remove();
    await database.close();
  });

  it('refuses to migrate when an applied migration was changed, and applies nothing', async () => {
    const all = await migrate(database.db, migrations.dir);
    appendFileSync(
      join(migrations.path, CHANGED),
      '\nALTER TABLE users ADD COLUMN nickname text;\n',
    );
    // A new migration waiting behind the changed one is not applied either.
    writeFileSync(join(migrations.path, '9999-later.sql'), 'CREATE TABLE later (id int);\n');

    const refusal = await migrate(database.db, migrations.dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MigrationChangedError);
    expect((refusal as MigrationChangedError).changed.map((change) => change.name)).toEqual([
      CHANGED,
    ]);
    expect((refusal as Error).message).toContain(`${CHANGED}: checksum when applied`);
    expect((refusal as Error).message).toContain('put the\nchange in a new migration');

    const versions = await database.db.selectFrom('schema_migrations').select('version').execute();
    expect(versions).toHaveLength(all.length);
    const later = await sql<{
      name: string | null;
    }>`SELECT to_regclass('later')::text AS name`.execute(database.db);
    expect(later.rows[0]?.name).toBeNull();
  });

  it('reads the same migrations with Windows line endings as unchanged', async () => {
    await migrate(database.db, migrations.dir);
    for (const name of readdirSync(migrations.path)) {
      const file = join(migrations.path, name);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    }
    expect(await migrate(database.db, migrations.dir)).toEqual([]);
  });

  it('leaves a migration of a newer release alone (rolling deploys)', async () => {
    writeFileSync(join(migrations.path, '9999-later.sql'), 'CREATE TABLE later (id int);\n');
    await migrate(database.db, migrations.dir);
    expect(await migrate(database.db)).toEqual([]);
  });
});

describe('a server start on a database whose applied migration changed', () => {
  it('stops with exit code 2 and says which migration and what to do', async () => {
    const data = emptyDir();
    try {
      const handle = await openDatabase(
        testConfig({ DATA_DIR: data.dir, DATABASE_URL: '' }),
        () => {},
      );
      await migrate(handle.db);
      // What an edited file looks like from the database's side: another checksum on record.
      await handle.db
        .updateTable('schema_migrations')
        .set({ checksum: '0'.repeat(64) })
        .where('name', '=', CHANGED)
        .execute();
      await handle.close();

      // The migrations are checked before the server listens: the port is never opened.
      const { code, output } = await runServerScript('src/main.ts', [], {
        DATA_DIR: data.dir,
        DATABASE_URL: '',
        PORT: '65530',
        LOG_LEVEL: 'warn',
      });
      expect(code).toBe(2);
      expect(output).toContain(`${CHANGED}: checksum when applied 000000000000…`);
      expect(output).toContain('restore the file as it was');
    } finally {
      data.remove();
    }
  }, 60_000);
});
