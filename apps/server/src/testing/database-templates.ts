import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '#db/migrate.ts';
import { openMemoryPglite, openPostgres } from '#db/open-database.ts';

/**
 * The server suites' global setup: every suite gets a fresh database (`createTestDatabase`), but the
 * work that is the same for all of them is done once per run, here. Starting PGlite runs `initdb`
 * in WebAssembly (about three seconds of CPU) and the migrations take a few hundred milliseconds
 * more, on each database; PostgreSQL's migrations likewise. So this makes one migrated PGlite and
 * keeps its data directory (and one of an unmigrated PGlite, for the suites that migrate
 * themselves), and one migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`). The
 * copies are made from the migration files of this run, and `createTestDatabase` still runs
 * `migrate` on each copy (it finds nothing to apply and checks every applied file's checksum).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'ac-test-templates-'));
  const empty = join(dir, 'pglite-empty.tar');
  const migrated = join(dir, 'pglite-migrated.tar');
  const pglite = await openMemoryPglite();
  try {
    writeFileSync(empty, new Uint8Array(await (await pglite.dump()).arrayBuffer()));
    await migrate(pglite.db);
    writeFileSync(migrated, new Uint8Array(await (await pglite.dump()).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplates', { empty, migrated });

  const adminUrl = project.getProvidedContext().testDatabaseUrl;
  let template = '';
  if (adminUrl) {
    template = `ac_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const handle = openPostgres(url.toString());
    try {
      await migrate(handle.db);
    } finally {
      await handle.close();
    }
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
