import { rmSync } from 'node:fs';
import pg from 'pg';

/**
 * Removes the journeys' data directory (and with it every account they made) and the legal
 * server's PostgreSQL database.
 */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const legalUrl = process.env.E2E_LEGAL_DATABASE_URL;
  if (!adminUrl || !legalUrl) return;
  const name = decodeURIComponent(new URL(legalUrl).pathname.slice(1));
  if (!/^ac_e2e_[a-z0-9]+$/.test(name)) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
