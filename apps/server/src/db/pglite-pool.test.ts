import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlitePool } from '#db/pglite-pool.ts';

/** The pool's one client, for one query, released afterwards. */
async function query(pool: PGlitePool, text: string, parameters: readonly unknown[] = []) {
  const client = await pool.connect();
  try {
    return await client.query(text, parameters);
  } finally {
    client.release();
  }
}

// PGlite only: the pool's prepared statements are compared with PGlite's own `query()`.
describe('PGlitePool prepared statements', () => {
  let pglite: PGlite;
  let pool: PGlitePool;

  beforeAll(async () => {
    pglite = new PGlite('memory://');
    pool = new PGlitePool(pglite);
    await query(
      pool,
      `CREATE TABLE items (
        id bigint PRIMARY KEY,
        name text UNIQUE,
        seen_at timestamptz,
        flag boolean NOT NULL DEFAULT false
      )`,
    );
  });
  afterAll(async () => {
    await pool.end();
  });

  it('answers as PGlite query() does, run after run (past the plan cache threshold)', async () => {
    const seen = new Date('2026-01-02T03:04:05.678Z');
    const insert =
      'INSERT INTO items (id, name, seen_at, flag) VALUES ($1, $2, $3, $4) RETURNING *';
    for (let id = 1; id <= 12; id += 1) {
      const result = await query(pool, insert, [id, `item ${id}`, id % 2 ? seen : null, id > 6]);
      expect(result.rows).toEqual([
        { id, name: `item ${id}`, seen_at: id % 2 ? seen : null, flag: id > 6 },
      ]);
    }
    const select = 'SELECT id, name, seen_at, flag FROM items WHERE id > $1 ORDER BY id';
    for (const after of [0, 5, 11, 12]) {
      const prepared = await query(pool, select, [after]);
      expect(prepared.rows).toEqual((await pglite.query(select, [after])).rows);
      expect(prepared.rows).toHaveLength(12 - after);
    }
    const update = await query(pool, 'UPDATE items SET flag = $1 WHERE id <= $2', [true, 3]);
    expect(update).toMatchObject({ command: 'UPDATE', rowCount: 3 });
  });

  it('reports errors as PGlite does, and the statement runs on afterwards', async () => {
    const insert = 'INSERT INTO items (id, name) VALUES ($1, $2)';
    await query(pool, insert, [100, 'taken']);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(query(pool, insert, [101 + attempt, 'taken'])).rejects.toMatchObject({
        code: '23505',
        constraint: 'items_name_key',
      });
    }
    await expect(query(pool, insert, [110, 'free'])).resolves.toMatchObject({ rowCount: 1 });
    await expect(
      query(pool, 'SELECT * FROM no_such_table WHERE id = $1', [1]),
    ).rejects.toMatchObject({ code: '42P01' });
  });

  it('prepares a statement again once its table changed shape', async () => {
    const select = 'SELECT * FROM items WHERE id = $1';
    expect((await query(pool, select, [1])).rows[0]).not.toHaveProperty('note');
    await query(pool, "ALTER TABLE items ADD COLUMN note text NOT NULL DEFAULT 'n'");
    // The cached statement's result changed shape: that run fails as the database says…
    await expect(query(pool, select, [1])).rejects.toMatchObject({ code: '0A000' });
    // …and the next one prepares it again.
    expect((await query(pool, select, [1])).rows[0]).toMatchObject({ id: 1, note: 'n' });
  });

  it('moves its write clock before every statement that could change data, and only then', async () => {
    const moved = async (text: string, parameters: readonly unknown[] = []) => {
      const before = pool.writes.now;
      await query(pool, text, parameters);
      return pool.writes.now - before;
    };
    expect(await moved('SELECT * FROM items WHERE id = $1', [1])).toBe(0);
    expect(await moved('  select count(*) from items')).toBe(0);
    expect(await moved('UPDATE items SET flag = $1 WHERE id = $2', [false, 1])).toBe(1);
    expect(await moved('INSERT INTO items (id) VALUES ($1)', [200])).toBe(1);
    expect(
      await moved(
        'WITH gone AS (DELETE FROM items WHERE id = $1 RETURNING id) SELECT * FROM gone',
        [200],
      ),
    ).toBe(1);
    expect(await moved('BEGIN; DELETE FROM items WHERE id = 300; COMMIT')).toBe(1);
    // A statement that fails still counts: it was sent, and counting is never wrong.
    await expect(query(pool, 'DELETE FROM no_such_table WHERE id = $1', [1])).rejects.toThrow();
    // Before it is sent: a read that starts after the clock moved waits for the write to end.
    const before = pool.writes.now;
    const writer = await pool.connect();
    const writing = writer.query('UPDATE items SET flag = $1 WHERE id = $2', [true, 1]);
    expect(pool.writes.now).toBe(before + 1);
    await writing;
    writer.release();
  });
});
