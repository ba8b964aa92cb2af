// The benchmark's peer (issue 38 goal 5): better-auth with its defaults — email and password,
// scrypt hashing, sessions in the database (no cookie cache) — on Node's built-in SQLite
// (`node:sqlite`, which better-auth's Kysely adapter takes as it is), in a process of its own so
// that its CPU is measured as the server's is (/proc/<pid>/stat).
//
// Environment: PEER_PORT, PEER_DB (the SQLite file), PEER_ACCOUNTS, PEER_PASSWORD,
// PEER_EMAIL_PREFIX (account i is `${prefix}${i padded to 4}@example.com`, as the bench's).
// It migrates, seeds the accounts through better-auth's own adapter and password hash (one hash,
// shared: the same cost to verify), prints `ready` and serves /api/auth/* until SIGTERM.
import { createServer } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { betterAuth } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';

const port = Number(process.env.PEER_PORT ?? 3860);
const accounts = Number(process.env.PEER_ACCOUNTS ?? 1000);
const password = process.env.PEER_PASSWORD ?? 'Bench-pass-1';
const prefix = process.env.PEER_EMAIL_PREFIX ?? 'bench-';
const database = new DatabaseSync(process.env.PEER_DB ?? ':memory:');
// As a deployment would run it: write-ahead log (the default journal blocks readers on writes).
database.exec('PRAGMA journal_mode = WAL');

const auth = betterAuth({
  baseURL: `http://127.0.0.1:${port}`,
  secret: process.env.PEER_SECRET ?? 'bench-peer-secret-bench-peer-secret-0123456789',
  database,
  emailAndPassword: { enabled: true },
  // Its rate limiter counts as ours does, at a ceiling the load never reaches (the bench's own
  // outer limit is set the same way): the counting's cost is measured, the load is not cut off.
  rateLimit: {
    enabled: true,
    storage: 'memory',
    window: 60,
    max: 1_000_000_000,
    customRules: {
      '/sign-in/email': { window: 10, max: 1_000_000_000 },
      '/get-session': { window: 10, max: 1_000_000_000 },
    },
  },
  advanced: { useSecureCookies: false },
  telemetry: { enabled: false },
});

const { runMigrations } = await getMigrations(auth.options);
await runMigrations();

const context = await auth.$context;
const hash = await hashPassword(password);
for (let i = 0; i < accounts; i += 1) {
  const email = `${prefix}${String(i).padStart(4, '0')}@example.com`;
  const user = await context.internalAdapter.createUser({
    email,
    name: `Bench ${i}`,
    emailVerified: true,
  });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
}

const server = createServer(toNodeHandler(auth));
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => {
  console.log('ready');
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  database.close();
  process.exit(0);
});
