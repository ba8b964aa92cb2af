import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '#db/open-database.ts';
import { isDatabaseUnavailable } from '#lib/database-unavailable.ts';
import { freePort } from '#testing/server-process.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections and PostgreSQL shutting down', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Connection terminated due to connection timeout')),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    // pg: no answer within query_timeout; no free connection within connectionTimeoutMillis.
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('a database address that accepts connections and never answers fails within the time-out, as unavailable', async () => {
    const held: Socket[] = [];
    const blackhole = createServer((socket) => held.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => blackhole.listen(port, '127.0.0.1', resolve));
    const database = openPostgres(`postgres://nobody@127.0.0.1:${port}/none`, () => {}, 300);
    try {
      const started = performance.now();
      const error = await sql`SELECT 1`.execute(database.db).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(performance.now() - started).toBeLessThan(2000);
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(held.length).toBeGreaterThan(0);
    } finally {
      for (const socket of held) socket.destroy();
      await database.close();
      await new Promise((resolve) => blackhole.close(resolve));
    }
  });

  it('leaves other errors alone (they stay 500)', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
