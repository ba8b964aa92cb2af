import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '#db/migrate.ts';
import { createTestDatabase, databases, type TestDatabase } from '#testing/test-app.ts';

/** A directory with the migrations up to (and not including) `version`. */
function migrationsBefore(version: string): { dir: URL; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'ac-migrations-'));
  const source = fileURLToPath(MIGRATIONS_DIR);
  for (const name of readdirSync(source).filter((file) => file < version)) {
    copyFileSync(join(source, name), join(path, name));
  }
  return {
    dir: pathToFileURL(`${path}/`),
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}

const user = (productId: string, email: string) => ({
  product_id: productId,
  email,
  password_hash: 'hash',
  country: 'DE',
  birth_date: '1990-05-17',
  language: 'en',
  agreement_accepted_at: new Date(),
});

describe.each(databases)('migration 0006 (tenants) on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrate: false });
    // A database deployed before tenants, then this migration alone (later ones may follow it).
    const before = migrationsBefore('0006');
    const through = migrationsBefore('0007');
    try {
      await migrate(database.db, before.dir);
      // Rows of a deployment before tenants (the columns do not exist yet: plain SQL).
      await sql`
        INSERT INTO users (product_id, email, password_hash, country, birth_date, language, agreement_accepted_at)
        VALUES ('1000000001', 'old@example.com', 'hash', 'DE', '1990-05-17', 'en', now())
      `.execute(database.db);
      await sql`
        INSERT INTO verification_codes (destination, purpose, code_hash, expires_at)
        VALUES ('old@example.com', 'register', 'ab', now())
      `.execute(database.db);
      await sql`
        INSERT INTO slider_challenges (target, tolerance, client_ip, expires_at)
        VALUES (50, 3, '127.0.0.1', now())
      `.execute(database.db);
      expect(await migrate(database.db, through.dir)).toEqual(['0006-tenants.sql']);
    } finally {
      before.remove();
      through.remove();
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it('puts existing rows into the default tenant 000000', async () => {
    const tenants = await Promise.all(
      (['users', 'verification_codes', 'slider_challenges'] as const).map(async (table) =>
        (await database.db.selectFrom(table).select('tenant_id').execute()).map(
          (row) => row.tenant_id,
        ),
      ),
    );
    expect(tenants).toEqual([['000000'], ['000000'], ['000000']]);
  });

  it('makes e-mail unique per tenant and the product ID unique across tenants', async () => {
    const insert = (tenantId: string, productId: string, email: string) =>
      database.db
        .insertInto('users')
        .values({ tenant_id: tenantId, ...user(productId, email) })
        .execute();
    await insert('000002', '1000000002', 'old@example.com');
    await expect(insert('000000', '1000000003', 'old@example.com')).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_tenant_email_key',
    });
    await expect(insert('000002', '1000000001', 'new@example.com')).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('asks every new row for its tenant', async () => {
    await expect(
      sql`
        INSERT INTO users (product_id, email, password_hash, country, birth_date, language, agreement_accepted_at)
        VALUES ('1000000009', 'none@example.com', 'hash', 'DE', '1990-05-17', 'en', now())
      `.execute(database.db),
    ).rejects.toMatchObject({ code: '23502' });
    await expect(
      database.db
        .insertInto('users')
        .values({ tenant_id: 'abc', ...user('1000000010', 'bad@example.com') })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
