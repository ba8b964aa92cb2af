import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '#db/migrate.ts';
import { createTestDatabase, databases, type TestDatabase } from '#testing/test-app.ts';

/** Migration 0022 (decision 046): existing console sessions move into the one session store. */
describe.each(databases)('migration 0022 (staff sessions into sessions) on %s', (kind) => {
  let database: TestDatabase;
  let before: string;

  beforeEach(async () => {
    database = await createTestDatabase(kind, { migrate: false });
    // The migrations as they were before 0022, in a folder of their own.
    before = await mkdtemp(join(tmpdir(), 'migrations-'));
    for (const name of await readdir(MIGRATIONS_DIR)) {
      if (name < '0022') await cp(new URL(name, MIGRATIONS_DIR), join(before, name));
    }
  });
  afterEach(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
  });

  it('moves live, half and ended console sessions with their ids, tokens and lifetimes', async () => {
    await migrate(database.db, pathToFileURL(`${before}/`));
    const staff = await sql<{ id: string }>`
      INSERT INTO staff (email, password_hash, role, sealed_totp_secret)
      VALUES ('migrated@example.com', 'x', 'support', 'x') RETURNING id`.execute(database.db);
    const staffId = staff.rows[0]?.id ?? '';
    const old = await sql<{ id: string; token_hash: string }>`
      INSERT INTO staff_sessions (staff_id, token_hash, csrf_token, second_factor_at, idle_expires_at, expires_at, ended_at)
      VALUES
        (${staffId}, 'live-hash', 'csrf-live', now(), now() + interval '1 hour', now() + interval '8 hours', NULL),
        (${staffId}, 'half-hash', 'csrf-half', NULL, now() + interval '1 hour', now() + interval '8 hours', NULL),
        (${staffId}, 'ended-hash', 'csrf-ended', now(), now() + interval '1 hour', now() + interval '8 hours', now())
      RETURNING id, token_hash`.execute(database.db);

    expect(await migrate(database.db)).toContain('0022-staff-sessions-in-session-store.sql');
    const rows = await database.db
      .selectFrom('sessions')
      .select([
        'id',
        'principal',
        'staff_id',
        'user_id',
        'token_hash',
        'csrf_token',
        'second_factor_at',
        'revoked_at',
        'idle_expires_at',
        'expires_at',
      ])
      .orderBy('token_hash')
      .execute();
    expect(rows.map((row) => [row.token_hash, row.id])).toEqual(
      old.rows
        .map((row) => [row.token_hash, row.id])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ principal: 'staff', staff_id: staffId, user_id: null });
      expect(row.idle_expires_at).toBeInstanceOf(Date);
      expect(row.expires_at).toBeInstanceOf(Date);
    }
    const by = (hash: string) => rows.find((row) => row.token_hash === hash);
    expect(by('live-hash')).toMatchObject({ csrf_token: 'csrf-live', revoked_at: null });
    expect(by('live-hash')?.second_factor_at).toBeInstanceOf(Date);
    expect(by('half-hash')).toMatchObject({ second_factor_at: null, revoked_at: null });
    expect(by('ended-hash')?.revoked_at).toBeInstanceOf(Date);
    const table = await sql<{ name: string | null }>`
      SELECT to_regclass('staff_sessions')::text AS name`.execute(database.db);
    expect(table.rows[0]?.name).toBeNull();
  });
});
