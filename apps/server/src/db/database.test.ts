import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '#db/migrate.ts';
import { createTestDatabase, databases, type TestDatabase } from '#testing/test-app.ts';

describe.each(databases)('database on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies the migrations once, even when several start together', async () => {
    const all = (await readMigrations()).map((migration) => migration.name);
    expect(all[0]).toBe('0001-initial.sql');
    const results = await Promise.all([
      migrate(database.db),
      migrate(database.db),
      migrate(database.db),
    ]);
    expect(results.flat().sort()).toEqual([...all].sort());
    expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.selectFrom('schema_migrations').select('version').execute();
    expect(rows).toHaveLength(all.length);
  });

  it('keeps concurrent transactions apart', async () => {
    const insert = (trx: typeof database.db, code: string) =>
      trx
        .insertInto('dev_outbox')
        .values({ recipient: 'tx@test', channel: 'email', purpose: 'register', code, body: code })
        .execute();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

    const failing = database.db.transaction().execute(async (trx) => {
      await insert(trx, 'rolled-back');
      await pause();
      throw new Error('roll back');
    });
    const committing = database.db.transaction().execute(async (trx) => {
      await pause();
      await insert(trx, 'committed');
      await pause();
    });
    const [failed, committed] = await Promise.allSettled([failing, committing]);
    expect(failed.status).toBe('rejected');
    expect(committed.status).toBe('fulfilled');
    const codes = await database.db
      .selectFrom('dev_outbox')
      .select('code')
      .where('recipient', '=', 'tx@test')
      .execute();
    expect(codes.map((row) => row.code)).toEqual(['committed']);
  });

  it('reads dates and bigints as text on both drivers', async () => {
    const row = await sql<{
      d: string;
      b: string;
    }>`SELECT DATE '2001-02-03' AS d, 9007199254740993::bigint AS b`.execute(database.db);
    expect(row.rows[0]).toEqual({ d: '2001-02-03', b: '9007199254740993' });
  });
});
