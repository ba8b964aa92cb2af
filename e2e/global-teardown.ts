import { rmSync } from 'node:fs';
import pg from 'pg';

/**
 * Removes the journeys' data directory (and with it every account they made) and the PostgreSQL
 * databases of the legal and connectors servers.
 */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const names = [process.env.E2E_LEGAL_DATABASE_URL, process.env.E2E_CONNECTORS_DATABASE_URL]
    .filter((url) => url !== undefined)
    .map((url) => decodeURIComponent(new URL(url).pathname.slice(1)))
    .filter((name) => /^ac_e2e_[a-z0-9]+$/.test(name));
  if (names.length === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
