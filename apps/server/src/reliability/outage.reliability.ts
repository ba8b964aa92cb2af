import { inject, afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#testing/server-process.ts';
import {
  createTestDatabase,
  paths,
  uniqueEmail,
  UNLIMITED_CODES,
  type TestDatabase,
} from '#testing/test-app.ts';
import { call, registerOverHttp, signInOverHttp, type Answer } from './http.ts';
import { expectErrorBody } from './support.ts';
import { TcpProxy } from './tcp-proxy.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No request may be held longer than this during the outage (pool connect time-out 5 s + margin). */
const MAX_ANSWER_MS = 12_000;

/**
 * Outage: PostgreSQL goes away under load and comes back. The database is reached through a TCP
 * proxy this test cuts (never the shared PostgreSQL itself). Request security `optional`.
 */
describe.skipIf(!inject('testDatabaseUrl'))('outage of PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await server?.stop(5000);
    await proxy?.cut();
    await database?.close();
  });

  it('answers 503 with the error body while it is down, no stack traces, no hung requests, and recovers by itself', async () => {
    database = await createTestDatabase('postgres');
    const url = database.url ?? '';
    const target = new URL(url);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({ ...UNLIMITED_CODES, DATABASE_URL: viaProxy.toString() });
    const { base } = server;

    const email = uniqueEmail('outage');
    await registerOverHttp(base, email);
    const signedIn = await signInOverHttp(base, email);
    expect(signedIn.status).toBe(200);
    const token = (JSON.parse(signedIn.body) as { access_token: string }).access_token;

    // Load: user info, code sends and sign-ins, four workers, until told to stop.
    const answers: { phase: string; answer: Answer }[] = [];
    let phase = 'before';
    let running = true;
    const requests = [
      () => call(base, paths.userInfo, { headers: { 'Aurora-Auth': token } }, MAX_ANSWER_MS + 5000),
      () =>
        call(
          base,
          paths.registerEmailCode,
          { json: { email: uniqueEmail('load') } },
          MAX_ANSWER_MS + 5000,
        ),
      () =>
        call(
          base,
          paths.homeRuleList,
          { json: {}, headers: { 'Aurora-Auth': token } },
          MAX_ANSWER_MS + 5000,
        ),
    ];
    const worker = async (n: number) => {
      for (let i = n; running; i += 1) {
        const current = phase;
        try {
          answers.push({
            phase: current,
            answer: await (
              requests[i % requests.length] ??
              requests[0] ??
              (() => call(base, '/healthz'))
            )(),
          });
        } catch (error) {
          // A dropped connection or a time-out: never acceptable.
          answers.push({
            phase: current,
            answer: { status: -1, body: String((error as Error).cause ?? error), ms: 0 },
          });
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await sleep(1500);

    await proxy.cut();
    phase = 'down';
    await sleep(8000);
    if (server.process.exitCode !== null || server.process.signalCode !== null) {
      throw new Error(`the server died during the outage: ${server.output()}`);
    }
    const ready = await call(base, '/readyz');
    expect(ready.status).toBe(503);

    await proxy.restore();
    phase = 'back';
    // Recovers by itself: no restart, the pool reconnects.
    const deadline = Date.now() + 20_000;
    let recovered = false;
    while (Date.now() < deadline && !recovered) {
      recovered =
        (await call(base, paths.userInfo, { headers: { 'Aurora-Auth': token } })).status === 200;
      if (!recovered) await sleep(250);
    }
    running = false;
    await Promise.all(workers);
    expect(recovered).toBe(true);
    expect((await signInOverHttp(base, email)).status).toBe(200);
    expect((await call(base, '/readyz')).status).toBe(200);

    const down = answers.filter((entry) => entry.phase === 'down');
    expect(down.length).toBeGreaterThan(0);
    const statuses = new Map<number, number>();
    expect(
      answers.filter(({ answer }) => answer.status === -1),
      server.output(),
    ).toEqual([]);
    for (const { answer } of answers) {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, answer.body).not.toBe(500);
      expect(answer.ms).toBeLessThan(MAX_ANSWER_MS);
      if (answer.status >= 400) expectErrorBody(answer.body, answer.status);
      if (answer.status === 503) expect(JSON.parse(answer.body)).toMatchObject({ code: 50300 });
    }
    expect(down.some(({ answer }) => answer.status === 503)).toBe(true);
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
    console.info('outage answers by status', Object.fromEntries(statuses));
  });
});
