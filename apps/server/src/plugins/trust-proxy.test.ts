import { describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { createTestApp, databases, paths } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/**
 * TRUST_PROXY (docs/deployment.md §3, "TRUST_PROXY"): the client address every per-IP limit
 * counts is the connection's unless the connection comes from a trusted proxy; only then is
 * `X-Forwarded-For` believed, for exactly the trusted hops. Seen through the slider, which keeps
 * the address it counts with each challenge.
 */
describe.each(databases)('TRUST_PROXY on %s', (kind) => {
  const suite = appSuite(kind);

  /** The address the server counted a challenge under. */
  const countedAs = async (app: App, remoteAddress: string, forwardedFor?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: paths.sliderChallenge,
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    expect(response.statusCode).toBe(200);
    const { challengeId } = (response.json() as { data: { challengeId: string } }).data;
    const row = await suite.database.db
      .selectFrom('slider_challenges')
      .select('client_ip')
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    return row.client_ip;
  };

  const withEnv = async (env: Record<string, string>, body: (app: App) => Promise<void>) => {
    const { app } = await createTestApp(suite.database, env);
    try {
      await body(app);
    } finally {
      await app.close();
    }
  };

  it('unset: X-Forwarded-For is ignored, the connection address counts', async () => {
    expect(await countedAs(suite.app, '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50');
    expect(await countedAs(suite.app, '203.0.113.50')).toBe('203.0.113.50');
  });

  it('a hop count: the client the trusted hop saw, never an address the client wrote itself', async () => {
    await withEnv({ TRUST_PROXY: '1' }, async (app) => {
      expect(await countedAs(app, '10.0.0.1', '198.51.100.2')).toBe('198.51.100.2');
      // The client sent its own X-Forwarded-For: the proxy appended the real address, which counts.
      expect(await countedAs(app, '10.0.0.1', '192.0.2.66, 198.51.100.3')).toBe('198.51.100.3');
    });
  });

  it("the proxies' addresses: honoured from them, ignored from anyone else", async () => {
    await withEnv({ TRUST_PROXY: '10.0.0.0/8' }, async (app) => {
      expect(await countedAs(app, '10.1.2.3', '198.51.100.4')).toBe('198.51.100.4');
      // A client reaching the app port directly cannot choose its address.
      expect(await countedAs(app, '203.0.113.51', '198.51.100.5')).toBe('203.0.113.51');
    });
  });
});
