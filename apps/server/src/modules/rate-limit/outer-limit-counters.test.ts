import { afterEach, describe, expect, it } from 'vitest';
import { OuterLimitCounters } from '#modules/rate-limit/outer-limit-counters.ts';
import { RateLimitRepo } from '#modules/rate-limit/rate-limit.repo.ts';
import { createTestDatabase, databases, type TestDatabase } from '#testing/test-app.ts';

const MINUTE = 60_000;
/** No sync by the clock: only the share, `sync()` and `close()` sync. */
const NEVER = 3_600_000;

describe.each(databases)('outer limit counters on %s', (kind) => {
  const opened: { database?: TestDatabase; counters: OuterLimitCounters[] } = { counters: [] };
  afterEach(async () => {
    for (const counters of opened.counters.splice(0)) await counters.close();
    await opened.database?.close().catch(() => undefined);
    opened.database = undefined;
  });
  const open = async () => {
    opened.database = await createTestDatabase(kind);
    return opened.database;
  };
  const countersOn = (database: TestDatabase, onSyncError?: (error: unknown) => void) => {
    const counters = new OuterLimitCounters(new RateLimitRepo(database.db), {
      syncIntervalMs: NEVER,
      ...(onSyncError ? { onSyncError } : {}),
    });
    opened.counters.push(counters);
    return counters;
  };
  const row = (database: TestDatabase, key: string) =>
    database.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('key', '=', key)
      .executeTakeFirst();

  it("adds an instance's hits in one sync, and each instance learns the other's total", async () => {
    const database = await open();
    const [a, b] = [countersOn(database), countersOn(database)];
    // A limit of 100: a share of 5.
    for (let i = 1; i <= 4; i++) expect((await a.hit('k', MINUTE, 100)).current).toBe(i);
    expect(await row(database, 'k')).toBeUndefined();
    // The fifth reaches the share: synced before it is answered.
    expect((await a.hit('k', MINUTE, 100)).current).toBe(5);
    expect(await row(database, 'k')).toEqual({ hits: 5 });
    // B has not synced: it knows its own hit only, until it does.
    expect((await b.hit('k', MINUTE, 100)).current).toBe(1);
    await b.sync();
    const next = await b.hit('k', MINUTE, 100);
    expect(next.current).toBe(7);
    expect(next.ttl).toBeGreaterThan(MINUTE - 5000);
    expect(next.ttl).toBeLessThanOrEqual(MINUTE);
    // Other keys are counted apart, and one sync carries every key.
    await a.hit('other', MINUTE, 100);
    await a.sync();
    // B's seventh is still its own.
    expect(await row(database, 'k')).toEqual({ hits: 6 });
    await b.sync();
    expect(await row(database, 'k')).toEqual({ hits: 7 });
    expect(await row(database, 'other')).toEqual({ hits: 1 });
  });

  it('a window that has ended starts again, and its counter is dropped once synced', async () => {
    const database = await open();
    const counters = countersOn(database);
    for (let i = 0; i < 3; i++) await counters.hit('short', 200, 100);
    await counters.sync();
    expect(await row(database, 'short')).toEqual({ hits: 3 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await counters.sync();
    expect(counters.size).toBe(0);
    expect((await counters.hit('short', 200, 100)).current).toBe(1);
    await counters.sync();
    expect(await row(database, 'short')).toEqual({ hits: 1 });
  });

  it('when the database cannot be reached the hits are kept, and the limit holds on its own counts', async () => {
    const database = await open();
    const errors: unknown[] = [];
    const counters = countersOn(database, (error) => errors.push(error));
    await counters.hit('down', MINUTE, 100);
    await database.close();
    const counts: number[] = [];
    // Every fifth hit tries a sync that fails: answered all the same, from what is counted here.
    for (let i = 0; i < 101; i++) counts.push((await counters.hit('down', MINUTE, 100)).current);
    expect(counts.at(-1)).toBe(102);
    expect(errors.length).toBeGreaterThan(0);
  });
});
