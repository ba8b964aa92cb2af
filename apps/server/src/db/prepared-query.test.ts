import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedQuery, preparedStatementName } from '#db/prepared-query.ts';
import { createTestDatabase, databases, type TestDatabase } from '#testing/test-app.ts';

describe.each(databases)('PreparedQuery on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs the query once compiled with each run’s arguments, keeping its constants', async () => {
    const { db } = database;
    const recipient = `prepared.${Date.now()}@test`;
    const insert = new PreparedQuery(['code', 'recipient'], (p) =>
      db
        .insertInto('dev_outbox')
        .values({
          recipient: p.recipient,
          channel: 'email',
          purpose: 'login',
          code: p.code,
          body: p.code,
        })
        .returning(['code', 'channel']),
    );
    for (const code of ['111111', '222222', '333333']) {
      expect(await insert.execute(db, { code, recipient })).toEqual([{ code, channel: 'email' }]);
    }
    const latest = new PreparedQuery(['recipient', 'skip'], (p) =>
      db
        .selectFrom('dev_outbox')
        .select('code')
        .where('recipient', '=', p.recipient)
        .where('purpose', '=', 'login')
        .orderBy('id', 'desc')
        .offset(sql<number>`${p.skip}`)
        .limit(1),
    );
    expect(await latest.executeTakeFirst(db, { recipient, skip: 0 })).toEqual({ code: '333333' });
    expect(await latest.executeTakeFirst(db, { recipient, skip: 2 })).toEqual({ code: '111111' });
    expect(await latest.executeTakeFirst(db, { recipient, skip: 3 })).toBeUndefined();
    // In a transaction too.
    await db.transaction().execute(async (trx) => {
      expect(await latest.executeTakeFirst(trx, { recipient, skip: 1 })).toEqual({
        code: '222222',
      });
    });
  });

  it('refuses a placeholder the query does not use', () => {
    expect(
      () =>
        new PreparedQuery(['recipient', 'forgotten'], (p) =>
          database.db.selectFrom('dev_outbox').select('code').where('recipient', '=', p.recipient),
        ),
    ).toThrow('prepared query does not use forgotten');
  });
});

describe.runIf(databases.includes('postgres'))('PreparedQuery on PostgreSQL connections', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is parsed once per connection on PostgreSQL: every further run only binds its arguments', async () => {
    const { db } = database;
    const query = new PreparedQuery(['recipient'], (p) =>
      db.selectFrom('dev_outbox').select('code').where('recipient', '=', p.recipient),
    );
    const { compiled, runs } = await db.transaction().execute(async (trx) => {
      for (let run = 0; run < 7; run += 1) {
        expect(await query.execute(trx, { recipient: `nobody.${run}@test` })).toEqual([]);
      }
      const sqlText = query.compile().sql;
      const { rows } = await sql<{ name: string; runs: number }>`
          SELECT name, (generic_plans + custom_plans)::int AS runs
          FROM pg_prepared_statements WHERE statement = ${sqlText}`.execute(trx);
      return { compiled: sqlText, runs: rows };
    });
    expect(runs).toEqual([{ name: preparedStatementName(compiled), runs: 7 }]);
  });
});
