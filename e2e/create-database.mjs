// Creates the database named in DATABASE_URL through E2E_ADMIN_DATABASE_URL (the legal and connectors servers'
// webServer command runs this before the server starts; global-teardown drops it again).
import pg from 'pg';

const target = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^ac_e2e_[a-z0-9]+$/.test(name)) throw new Error(`refusing to create database ${name}`);
const admin = new pg.Client({ connectionString: process.env.E2E_ADMIN_DATABASE_URL });
await admin.connect();
try {
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
