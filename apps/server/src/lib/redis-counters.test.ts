import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { TcpProxy } from '#reliability/tcp-proxy.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  paths,
  type TestDatabase,
} from '#testing/test-app.ts';

const LIMIT = 3;
/** A request that waited on Redis would take the old 1 s; one that fails fast takes far less. */
const FAST_MS = 500;
const REDIS = { host: '127.0.0.1', port: Number(process.env.TEST_REDIS_PORT ?? 6379) };

/** A port nothing listens on: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A client address of its own per test (TEST-NET-2), so no run meets another's counters. */
const clientIp = () => `198.51.100.${randomInt(1, 255)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Decision 041: Redis down never slows requests nor opens the outer limit. Requests fail over to
 * the database's counters at once (short time-outs, a circuit breaker), `/readyz` says `degraded`
 * (200), and one log line tells each change of state.
 */
describe.each(databases)('the outer limit when Redis is down, on %s', (kind) => {
  let database: TestDatabase;
  let app: App | undefined;
  let proxy: TcpProxy | undefined;
  const lines: string[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    lines.length = 0;
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await proxy?.cut();
    proxy = undefined;
    await database.close();
  });

  const start = async (redisUrl: string) => {
    ({ app } = await createTestApp(
      database,
      { REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: String(LIMIT), LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    ));
    return app;
  };
  const timed = async (started: App, ip: string) => {
    const began = performance.now();
    const answer = await started.inject({ method: 'GET', url: paths.userInfo, remoteAddress: ip });
    return { status: answer.statusCode, ms: performance.now() - began };
  };
  const ready = async (started: App) => {
    const answer = await started.inject({ method: 'GET', url: '/readyz' });
    return { status: answer.statusCode, body: answer.json<Record<string, string>>() };
  };
  const logged = (text: string) => lines.filter((line) => line.includes(text)).length;

  it('a Redis that never answers (closed port): fast answers, the database counts, degraded readiness, one warning', async () => {
    const started = await start(`redis://127.0.0.1:${await closedPort()}`);
    const ip = clientIp();
    for (let i = 0; i < LIMIT; i++) {
      const { status, ms } = await timed(started, ip);
      expect(status).toBe(401);
      expect(ms).toBeLessThan(FAST_MS);
    }
    // Counted in the database meanwhile: the limit holds.
    const over = await timed(started, ip);
    expect(over.status).toBe(429);
    expect(over.ms).toBeLessThan(FAST_MS);
    expect(await ready(started)).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'ok', keys: 'ok', redis: 'unreachable' },
    });
    // Reconnection attempts go on in the background: still one line.
    await sleep(1500);
    await timed(started, clientIp());
    expect(logged('Redis unreachable')).toBe(1);
  });

  it('a Redis that goes away mid-test and comes back: failover, one line each way', async () => {
    proxy = new TcpProxy(REDIS);
    await proxy.start();
    const started = await start(`redis://127.0.0.1:${proxy.port}`);
    expect(await ready(started)).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', keys: 'ok', redis: 'ok' },
    });
    const ip = clientIp();
    expect((await timed(started, ip)).status).toBe(401);

    await proxy.cut();
    const away = clientIp();
    for (let i = 0; i < LIMIT; i++) {
      const { status, ms } = await timed(started, away);
      expect(status).toBe(401);
      expect(ms).toBeLessThan(FAST_MS);
    }
    expect((await timed(started, away)).status).toBe(429);
    expect((await ready(started)).body).toMatchObject({ status: 'degraded', redis: 'unreachable' });
    expect(logged('Redis unreachable')).toBe(1);

    await proxy.restore();
    const deadline = Date.now() + 8000;
    while ((await ready(started)).body.redis !== 'ok' && Date.now() < deadline) await sleep(200);
    expect(await ready(started)).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', keys: 'ok', redis: 'ok' },
    });
    expect(logged('Redis reachable again')).toBe(1);
    expect(logged('Redis unreachable')).toBe(1);
  }, 30_000);

  it('a Redis that stops answering on an open connection: one slow request at most, then fast', async () => {
    proxy = new TcpProxy(REDIS);
    await proxy.start();
    const started = await start(`redis://127.0.0.1:${proxy.port}`);
    expect((await ready(started)).body.redis).toBe('ok');
    proxy.blackhole();
    const ip = clientIp();
    for (let i = 0; i < LIMIT; i++) {
      const { status, ms } = await timed(started, ip);
      expect(status).toBe(401);
      expect(ms).toBeLessThan(FAST_MS);
    }
    expect((await ready(started)).body).toMatchObject({ status: 'degraded', redis: 'unreachable' });
    expect(logged('Redis unreachable')).toBe(1);
    proxy.flow();
  });
});
