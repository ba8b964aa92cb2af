import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  startServerProcess,
  type ServerProcess,
} from '#testing/server-process.ts';
import {
  createTestDatabase,
  emptyDir,
  uniqueEmail,
  UNLIMITED_CODES,
  type TestDatabase,
} from '#testing/test-app.ts';
import { registerOverHttp, signInOverHttp } from './http.ts';
import { databasesFor } from './support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registrations answered before the kill, out of a burst of parallel workers. */
const WORKERS = 4;
const ACKNOWLEDGED_BEFORE_KILL = 8;

// Compiled once for the file (as the production build does): every start runs the bundle, not
// tsx compiling the sources again.
let bundle: Awaited<ReturnType<typeof buildServerBundle>> | undefined;
beforeAll(async () => {
  bundle = await buildServerBundle();
});
afterAll(() => bundle?.remove());

/**
 * Crash: `kill -9` the real server process (src/main.ts, bundled) during a burst of
 * registrations, start it again on the same data, and check that every registration answered 2xx
 * before the kill exists and signs in. Request security is `optional` for these processes (plain
 * HTTP calls).
 */
describe.each(databasesFor('crash'))('crash (kill -9) on %s', (kind) => {
  const data = emptyDir();
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop(5000);
    await database?.close();
    data.remove();
  });

  it('keeps every registration acknowledged before kill -9 and starts cleanly', async () => {
    const env: Record<string, string> = { ...UNLIMITED_CODES, DATA_DIR: data.dir };
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres', { migrate: false });
      env.DATABASE_URL = database.url ?? '';
      env.KEY_ENCRYPTION_SECRET = 'crash-test-key-encryption-secret-0123456789';
    }
    const script = bundle?.script;
    server = await startServerProcess(env, { script });
    const first = server;

    const acknowledged: string[] = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const email = uniqueEmail('crash');
        try {
          await registerOverHttp(first.base, email);
          if (!killed) acknowledged.push(email);
        } catch {
          // Cut off by the kill (or refused): not acknowledged, nothing to check.
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);
    const deadline = Date.now() + 90_000;
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) await sleep(20);
    // Mid-burst: other workers have requests in flight.
    first.process.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    // Clean start on the same data (PGlite: the stale lock and pid file are handled).
    server = await startServerProcess(env, { script });
    expect(server.output()).not.toMatch(/error|exception/i);
    const lost: string[] = [];
    for (const email of acknowledged) {
      const answer = await signInOverHttp(server.base, email);
      if (answer.status !== 200) lost.push(`${email}: ${answer.status} ${answer.body}`);
    }
    expect(lost).toEqual([]);
    // And it keeps working: a new registration after the restart.
    await registerOverHttp(server.base, uniqueEmail('after-crash'));
  });
});
