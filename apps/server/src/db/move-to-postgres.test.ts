import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '#db/migrate.ts';
import { MoveRefusedError, moveToPostgres } from '#db/move-to-postgres.ts';
import { openPgliteDataDir, type DatabaseHandle } from '#db/open-database.ts';
import type { Database } from '#db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  emptyDir,
  registerUser,
  signIn,
  tokenWorks,
  uniqueEmail,
  type TestDatabase,
} from '#testing/test-app.ts';

/** Every row of every table, as sorted JSON text, by table: what "nothing was lost" compares. */
async function everyRow(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
    ORDER BY table_name
  `.execute(db);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM ${sql.table(name)} t
    `.execute(db);
    rows[name] = result.rows.map((row) => row.row).sort();
  }
  return rows;
}

// The move's target is PostgreSQL: it runs where the test command provides one (always in CI).
describe.skipIf(!databases.includes('postgres'))(
  'admin move-to-postgres (docs/deployment.md §5)',
  () => {
    const dataDir = emptyDir();
    let target: TestDatabase;
    let source: DatabaseHandle;
    const email = uniqueEmail('moved');
    let accessToken = '';

    beforeAll(async () => {
      // An embedded installation in use: an account registered, signed in, keys made.
      const embedded = await openPgliteDataDir(dataDir.dir);
      await migrate(embedded.db);
      const { app } = await createTestApp({ ...embedded, name: 'pglite' });
      await registerUser(app, email);
      accessToken = (await signIn(app, email)).access_token;
      await app.close();
      await embedded.close();
      source = await openPgliteDataDir(dataDir.dir);
      target = await createTestDatabase('postgres', { migrate: false });
    });

    afterAll(async () => {
      await source.close();
      await target.close();
      dataDir.remove();
    });

    it('copies every row of every table, and the account signs in on PostgreSQL with its session alive', async () => {
      const moved = await moveToPostgres(source.db, target.db);
      expect(moved.rows).toBeGreaterThan(0);

      const before = await everyRow(source.db);
      expect(await everyRow(target.db)).toEqual(before);
      expect(before.users?.some((row) => row.includes(email))).toBe(true);

      // The same KEY_ENCRYPTION_SECRET opens the moved keys: the old token and the password work.
      const { app } = await createTestApp(target);
      try {
        expect(await tokenWorks(app, accessToken)).toBe(true);
        const again = await signIn(app, email);
        expect(await tokenWorks(app, again.access_token)).toBe(true);
        // Sequences go on after the copied rows: a second account registers.
        await registerUser(app, uniqueEmail('after-move'));
      } finally {
        await app.close();
      }
    });

    it('refuses a database that already holds data, and changes nothing in it', async () => {
      const before = await everyRow(target.db);
      await expect(moveToPostgres(source.db, target.db)).rejects.toThrow(MoveRefusedError);
      await expect(moveToPostgres(source.db, target.db)).rejects.toThrow(
        /already holds data \(.*users.*\): move into a new, empty database/,
      );
      expect(await everyRow(target.db)).toEqual(before);
    });
  },
);
