import { describe, expect, it } from 'vitest';
import { openPostgres } from '#db/open-database.ts';
import { AppMetrics } from '#plugins/metrics.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  UNLIMITED_CODES,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(databases)('operations on %s', (kind) => {
  const metrics = new AppMetrics({ processMetrics: false });
  const suite = appSuite(
    kind,
    { ...UNLIMITED_CODES, METRICS_TOKEN, LOCKOUT_MAX_FAILURES: '2' },
    { metrics },
  );

  it('/healthz answers 200 and /readyz 200 while the database answers', async () => {
    const live = await suite.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await suite.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', keys: 'ok' });
  });

  it('/metrics needs the bearer token', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await suite.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await suite.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    expect(right.body).toContain('# TYPE http_requests_total counter');
  });

  it('counts requests by route pattern and status, sign-ins, lockouts and codes by channel', async () => {
    const email = uniqueEmail('metrics');
    await registerUser(suite.app, email);
    await signIn(suite.app, email);
    expect((await passwordGrant(suite.app, email, 'Wrong1234')).statusCode).toBe(400);
    // The second wrong password locks the account (LOCKOUT_MAX_FAILURES=2).
    await passwordGrant(suite.app, email, 'Wrong1234');
    expect((await passwordGrant(suite.app, email, 'Wrong1234')).json()).toMatchObject({
      code: 40010,
    });
    await suite.app.inject({ method: 'POST', url: '/no/such/path/123' });

    const text = (
      await suite.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
    expect(text).toMatch(
      new RegExp(`http_requests_total\\{method="POST",route="${paths.token}",status="200"\\} 1\\b`),
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="[^"]+",status="200"\}/,
    );
    expect(text).toMatch(/http_requests_total\{method="POST",route="unmatched",status="404"\} 1\b/);
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(/sign_ins_total\{method="password",result="success"\} 1\b/);
    expect(text).toMatch(/sign_ins_total\{method="password",result="failure"\} 3\b/);
    expect(text).toMatch(/account_lockouts_total 1\b/);
    expect(text).toMatch(/verification_codes_sent_total\{channel="email",purpose="register"\} 1\b/);
  });

  it('names a web page by its screen route; unknown paths share one bucket', async () => {
    const page = { accept: 'text/html' };
    await suite.app.inject({ method: 'GET', url: '/login?lang=de', headers: page });
    await suite.app.inject({ method: 'GET', url: '/home', headers: page });
    await suite.app.inject({ method: 'GET', url: '/home/', headers: page });
    for (const unknown of ['/wp-admin', '/x1', '/x2/y', '/login/extra'])
      await suite.app.inject({ method: 'GET', url: unknown, headers: page });
    const text = (
      await suite.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/login",status="200"\} 1\b/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/home",status="200"\} 2\b/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="200"\} 4\b/);
    for (const unknown of ['wp-admin', '/x1', '/x2', '/login/extra'])
      expect(text).not.toContain(unknown);
  });
});

describe('/readyz without a database', () => {
  it('answers 503 while the database is unreachable; /healthz still 200', async () => {
    // Nothing listens on port 1.
    const unreachable = openPostgres('postgres://127.0.0.1:1/none');
    const { app } = await createTestApp({ ...unreachable, name: 'postgres' });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('metrics endpoint without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const db = await createTestDatabase('pglite');
    const { app } = await createTestApp(db);
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
