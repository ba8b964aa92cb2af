import { randomBytes } from 'node:crypto';
import { CLIENT_CONTEXT_HEADER } from '@account-centre/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { isLimitedPath } from '#plugins/rate-limit.ts';
import { SecureClient } from '#testing/secure-client.ts';
import {
  AUTH_HEADER,
  createTestApp,
  createTestDatabase,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenCall,
  type TestDatabase,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

const LIMIT = 20;
const FLOODER = '198.51.100.1';
const ENV = {
  RATE_LIMIT_PER_MINUTE: String(LIMIT),
  // The inner limits must not answer first: this is about the outer one.
  LOCKOUT_MAX_FAILURES: '100',
};

/** A wrong-password sign-in from `ip`. */
function wrongPassword(app: App, email: string, ip: string) {
  return passwordGrant(app, email, 'Wrong-Pass1', { remoteAddress: ip });
}

const userInfoFrom = (app: App, ip: string) =>
  app.inject({ method: 'GET', url: paths.userInfo, remoteAddress: ip });

function expectCutOff(response: Awaited<ReturnType<App['inject']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 42900,
    msg: 'too many requests from this address',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect((response.json() as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
}

describe('the paths the outer limit counts', () => {
  it('counts the API, the store and OpenID discovery, not the web app, probes or dev outbox', () => {
    for (const path of [
      paths.token,
      paths.userInfo,
      '/aurora-store/api/v1/shopstore/redirect',
      '/.well-known/openid-configuration',
      '/oidc/token',
      '/oidc/auth?client_id=x',
      paths.homeRuleList,
      paths.authCode,
      '/console/api/sign-in',
      '/console/api/users?tenant=000000&account=a',
    ]) {
      expect(isLimitedPath(path, 'aurora'), path).toBe(true);
    }
    for (const path of [
      '/login',
      '/assets/index-abc.js',
      '/healthz',
      '/readyz',
      '/_dev/outbox?to=a',
      '/',
      '/console',
    ]) {
      expect(isLimitedPath(path, 'aurora'), path).toBe(false);
    }
  });
});

describe.each(databases)('outer request limit on %s', (kind) => {
  for (const store of ['memory', 'database'] as const) {
    describe(`counting in ${store}`, () => {
      let database: TestDatabase;
      let app: App;

      beforeAll(async () => {
        database = await createTestDatabase(kind);
        ({ app } = await createTestApp(database, ENV, { rateLimitStore: store }));
      });
      afterAll(async () => {
        await app.close();
        await database.close();
      });

      it('cuts off a flood from one address while another address signs in normally', async () => {
        const email = uniqueEmail('rate.flood');
        await registerUser(app, email);
        for (let i = 0; i < LIMIT; i++) {
          expect((await wrongPassword(app, email, FLOODER)).statusCode, `call ${i + 1}`).not.toBe(
            429,
          );
        }
        expectCutOff(await wrongPassword(app, email, FLOODER));
        // Another address, the same route: signs in.
        const tokens = await signIn(app, email, VALID_PASSWORD);
        expect(tokens.access_token).toBeTruthy();
        // The flooder on another route is counted apart.
        expect((await userInfoFrom(app, FLOODER)).statusCode).toBe(401);
        // The web app is not an API route: never counted.
        const page = await app.inject({ method: 'GET', url: '/login', remoteAddress: FLOODER });
        expect(page.statusCode).not.toBe(429);
      });

      it('counts every API route, the user info and refresh calls too', async () => {
        const ip = `203.0.113.${1 + Math.floor(Math.random() * 200)}`;
        for (let i = 0; i < LIMIT; i++) expect((await userInfoFrom(app, ip)).statusCode).toBe(401);
        expectCutOff(await userInfoFrom(app, ip));
        // The refresh (the token call) from another address: counted the same way.
        const refreshFrom = (from: string) =>
          tokenCall(
            app,
            { grant_type: 'refresh_token', refresh_token: 'unknown' },
            { remoteAddress: from },
          );
        const other = `192.0.2.${1 + Math.floor(Math.random() * 200)}`;
        for (let i = 0; i < LIMIT; i++) expect((await refreshFrom(other)).statusCode).not.toBe(429);
        expectCutOff(await refreshFrom(other));
      });

      it('counts an IPv6 client by its /64, an IPv4 client by its address', async () => {
        const net = `2001:db8:${(1 + Math.floor(Math.random() * 0xfff0)).toString(16)}:7`;
        // Every call from another address of one /64: one client.
        for (let i = 0; i < LIMIT; i++) {
          expect((await userInfoFrom(app, `${net}::${(i + 1).toString(16)}`)).statusCode).toBe(401);
        }
        expectCutOff(await userInfoFrom(app, `${net}:ffff:ffff:ffff:ffff`));
        // The next /64 is another client.
        expect((await userInfoFrom(app, `${net.slice(0, -1)}8::1`)).statusCode).toBe(401);
        // An IPv4 neighbour is not.
        const ipv4 = `198.18.1.${1 + Math.floor(Math.random() * 200)}`;
        for (let i = 0; i < LIMIT; i++)
          expect((await userInfoFrom(app, ipv4)).statusCode).toBe(401);
        expectCutOff(await userInfoFrom(app, ipv4));
        expect((await userInfoFrom(app, ipv4.replace(/\.\d+$/, '.250'))).statusCode).toBe(401);
      });

      it('counts signed-out calls to routes that need a session (made-up tokens)', async () => {
        const ip = `198.18.0.${1 + Math.floor(Math.random() * 200)}`;
        const madeUp = (path: string, method: 'GET' | 'POST') =>
          app.inject({
            method,
            url: path,
            remoteAddress: ip,
            headers: { [AUTH_HEADER]: `made-up-${randomBytes(8).toString('hex')}` },
            ...(method === 'POST' ? { payload: {} } : {}),
          });
        for (const [path, method] of [
          [paths.sessions, 'GET'],
          [paths.changePassword, 'POST'],
        ] as const) {
          for (let i = 0; i < LIMIT; i++) {
            const response = await madeUp(path, method);
            expect(response.statusCode, `${path} call ${i + 1}`).toBe(401);
            expect(response.json()).toMatchObject({ code: 40100 });
          }
          expectCutOff(await madeUp(path, method));
        }
      });
    });
  }

  it('counts across two instances on one database', async () => {
    const database = await createTestDatabase(kind);
    const first = await createTestApp(database, ENV, { rateLimitStore: 'database' });
    const second = await createTestApp(database, ENV, { rateLimitStore: 'database' });
    try {
      for (let i = 0; i < LIMIT; i++) {
        const app = i % 2 === 0 ? first.app : second.app;
        expect((await userInfoFrom(app, FLOODER)).statusCode).toBe(401);
      }
      expectCutOff(await userInfoFrom(first.app, FLOODER));
      expectCutOff(await userInfoFrom(second.app, FLOODER));
      expect((await userInfoFrom(second.app, '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });

  it('a read is not a row write: an instance counts in memory and adds its hits in one sync', async () => {
    const database = await createTestDatabase(kind);
    // The sync far away: only a request holding 1/20 of the limit unsynced, or closing, syncs.
    const { app } = await createTestApp(
      database,
      { ...ENV, RATE_LIMIT_PER_MINUTE: '600' },
      { rateLimitStore: 'database', rateLimitSyncMs: 3_600_000 },
    );
    const ip = '198.51.100.77';
    const hitsRow = () =>
      database.db
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('key', 'like', `%${ip}`)
        .executeTakeFirst();
    try {
      for (let i = 0; i < 10; i++) expect((await userInfoFrom(app, ip)).statusCode).toBe(401);
      expect(await hitsRow()).toBeUndefined();
      // 30 (1/20 of 600) unsynced: that request syncs them all in one statement.
      for (let i = 0; i < 20; i++) expect((await userInfoFrom(app, ip)).statusCode).toBe(401);
      expect(await hitsRow()).toEqual({ hits: 30 });
      for (let i = 0; i < 5; i++) expect((await userInfoFrom(app, ip)).statusCode).toBe(401);
      expect(await hitsRow()).toEqual({ hits: 30 });
    } finally {
      await app.close();
    }
    // Closing syncs what is left.
    expect(await hitsRow()).toEqual({ hits: 35 });
    await database.close();
  });

  it('a flood past the limit is refused without a row write per request, and still counted', async () => {
    const database = await createTestDatabase(kind);
    const { app } = await createTestApp(database, ENV, {
      rateLimitStore: 'database',
      rateLimitSyncMs: 3_600_000,
    });
    const ip = '198.51.100.79';
    const hitsRow = () =>
      database.db
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('key', 'like', `%${ip}`)
        .executeTakeFirst();
    try {
      // At a limit of 20 one instance's share is one request: each is synced as it comes.
      for (let i = 0; i < LIMIT; i++) expect((await userInfoFrom(app, ip)).statusCode).toBe(401);
      expect(await hitsRow()).toEqual({ hits: LIMIT });
      for (let i = 0; i < 10; i++) expectCutOff(await userInfoFrom(app, ip));
      expect(await hitsRow()).toEqual({ hits: LIMIT });
    } finally {
      await app.close();
    }
    // The refused ones were counted, and shared with the next sync.
    expect(await hitsRow()).toEqual({ hits: LIMIT + 10 });
    await database.close();
  });

  it('two instances hold a client to the limit within the documented slack, both refusing past it', async () => {
    const limit = 200;
    // Decision 042: at most max + 2·(instances − 1)·⌈max/20⌉ through in a window.
    const slack = 2 * Math.ceil(limit / 20);
    const database = await createTestDatabase(kind);
    const env = { ...ENV, RATE_LIMIT_PER_MINUTE: String(limit) };
    const options = { rateLimitStore: 'database', rateLimitSyncMs: 3_600_000 } as const;
    const first = await createTestApp(database, env, options);
    const second = await createTestApp(database, env, options);
    const ip = '198.51.100.78';
    try {
      let through = 0;
      let firstRefused: number | undefined;
      for (let i = 0; i < limit + 3 * slack; i++) {
        const response = await userInfoFrom(i % 2 === 0 ? first.app : second.app, ip);
        if (response.statusCode === 429) {
          firstRefused ??= i;
          continue;
        }
        expect(response.statusCode).toBe(401);
        through += 1;
      }
      // None refused before the limit, and few let through past it.
      expect(firstRefused).toBeGreaterThanOrEqual(limit);
      expect(through).toBeGreaterThanOrEqual(limit);
      expect(through).toBeLessThanOrEqual(limit + slack);
      expectCutOff(await userInfoFrom(first.app, ip));
      expectCutOff(await userInfoFrom(second.app, ip));
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });
});

/** A user-info call with an X-Client-Context that does not open (an RSA decryption that fails). */
function badContextFrom(app: App, ip: string, header: string | undefined) {
  return app.inject({
    method: 'GET',
    url: paths.userInfo,
    remoteAddress: ip,
    headers: header === undefined ? {} : { [CLIENT_CONTEXT_HEADER]: header },
  });
}

/** `header` with one byte of its `index`-th part flipped. */
function tamper(header: string, index: number, byte: number): string {
  const parts = header.split('.');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[byte % bytes.length] = (bytes[byte % bytes.length] ?? 0) ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe.each(databases)('outer request limit behind a proxy on %s', (kind) => {
  it('counts the forwarded IPv6 client by its /64 (TRUST_PROXY)', async () => {
    const database = await createTestDatabase(kind);
    const { app } = await createTestApp(
      database,
      { ...ENV, TRUST_PROXY: '10.0.0.1' },
      { rateLimitStore: 'database' },
    );
    const via = (client: string) =>
      app.inject({
        method: 'GET',
        url: paths.userInfo,
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    try {
      for (let i = 0; i < LIMIT; i++) {
        expect((await via(`2001:db8:77:1:${(i + 1).toString(16)}::9`)).statusCode).toBe(401);
      }
      expectCutOff(await via('2001:db8:77:1::1'));
      // Another /64 behind the same proxy is another client.
      expect((await via('2001:db8:77:2::1')).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(databases)('outer request limit before request security on %s', (kind) => {
  for (const store of ['memory', 'database'] as const) {
    it(`counts refused context headers, bad or missing, before decrypting them (${store})`, async () => {
      const database = await createTestDatabase(kind);
      const { app } = await createTestApp(
        database,
        { ...ENV, CONTEXT_HEADER: 'required' },
        { rateLimitStore: store },
      );
      try {
        const header = await new SecureClient(app).contextHeader();
        const ip = `192.0.2.${1 + Math.floor(Math.random() * 200)}`;
        for (let i = 0; i < LIMIT; i++) {
          // Every other one without the header: refused all the same (CONTEXT_HEADER=required).
          const response = await badContextFrom(
            app,
            ip,
            i % 2 === 0 ? tamper(header, 2 + (i % 3), i) : undefined,
          );
          expect(response.statusCode, `call ${i + 1}`).toBe(400);
          expect(response.json()).toMatchObject({ code: 40051 });
        }
        // The limit answers first now: no decryption for the rest of the flood.
        expectCutOff(await badContextFrom(app, ip, tamper(header, 2, 99)));
        expectCutOff(await badContextFrom(app, ip, undefined));
        // Another address with a good header is not affected.
        const other = await badContextFrom(app, '192.0.2.250', header);
        expect(other.statusCode).toBe(401);
      } finally {
        await app.close();
        await database.close();
      }
    });
  }
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('outer request limit in Redis (REDIS_URL)', () => {
  it('counts across two instances', async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await probe.connect();
    await probe.quit();
    const database = await createTestDatabase('pglite');
    // A brand segment of its own, so the keys of this run are not an earlier run's.
    const env = { ...ENV, REDIS_URL, BRAND_SEGMENT: `r${randomBytes(4).toString('hex')}` };
    const first = await createTestApp(database, env);
    const second = await createTestApp(database, env);
    const userInfo = `/api/${env.BRAND_SEGMENT}-user/v1/info`;
    const call = (app: App, ip: string) =>
      app.inject({ method: 'GET', url: userInfo, remoteAddress: ip });
    try {
      for (let i = 0; i < LIMIT; i++) {
        expect((await call(i % 2 === 0 ? first.app : second.app, FLOODER)).statusCode).toBe(401);
      }
      expectCutOff(await call(second.app, FLOODER));
      expect((await call(first.app, '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });
});
