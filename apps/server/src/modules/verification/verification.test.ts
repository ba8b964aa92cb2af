import { describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { createTestApp, databases, paths, uniqueEmail } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

describe.each(databases)('verification-code limits on %s', (kind) => {
  const suite = appSuite(kind);

  const sendRegisterCode = (target: App, email: string, remoteAddress = '127.0.0.1') =>
    target.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      payload: { email },
      remoteAddress,
    });

  it('tells how long to wait within the cool-down: retryAfterSeconds and Retry-After', async () => {
    const email = uniqueEmail('wait');
    expect((await sendRegisterCode(suite.app, email)).statusCode).toBe(200);
    const again = await sendRegisterCode(suite.app, email);
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body).toEqual({
      code: 11003,
      msg: expect.stringMatching(/^code sent too often; retry in \d+ seconds$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  });

  it('caps the codes one client IP may ask for per hour, whatever the destination (11004)', async () => {
    const capped = await createTestApp(suite.database, { CODE_MAX_SENDS_PER_IP_PER_HOUR: '2' });
    try {
      const address = '203.0.113.7';
      expect((await sendRegisterCode(capped.app, uniqueEmail('ip'), address)).statusCode).toBe(200);
      expect((await sendRegisterCode(capped.app, uniqueEmail('ip'), address)).statusCode).toBe(200);
      const third = await sendRegisterCode(capped.app, uniqueEmail('ip'), address);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        code: 11004,
        msg: 'code send limit reached for this client',
      });
      expect(third.headers['retry-after']).toBeUndefined();

      // Another client is not affected.
      const other = await sendRegisterCode(capped.app, uniqueEmail('ip'), '198.51.100.9');
      expect(other.statusCode).toBe(200);
    } finally {
      await capped.app.close();
    }
  });

  it('counts an IPv6 client by its /64: other addresses of the network share the cap (11004)', async () => {
    const capped = await createTestApp(suite.database, { CODE_MAX_SENDS_PER_IP_PER_HOUR: '2' });
    try {
      const send = (address: string) => sendRegisterCode(capped.app, uniqueEmail('v6'), address);
      expect((await send('2001:db8:7:1::1')).statusCode).toBe(200);
      expect((await send('2001:db8:7:1::2')).statusCode).toBe(200);
      const third = await send('2001:db8:7:1:ffff:ffff:ffff:fffe');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 11004 });
      // The next /64 is another client.
      expect((await send('2001:db8:7:2::1')).statusCode).toBe(200);
    } finally {
      await capped.app.close();
    }
  });

  it('counts the forwarded client address behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await createTestApp(suite.database, {
      CODE_MAX_SENDS_PER_IP_PER_HOUR: '1',
      TRUST_PROXY: '1',
    });
    try {
      const viaProxy = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: paths.registerEmailCode,
          payload: { email: uniqueEmail('proxy') },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': client },
        });
      expect((await viaProxy('203.0.113.50')).statusCode).toBe(200);
      // The proxy's own address is shared by every client: it must not be what is counted.
      expect((await viaProxy('203.0.113.51')).statusCode).toBe(200);
      expect((await viaProxy('203.0.113.50')).json().code).toBe(11004);
    } finally {
      await proxied.app.close();
    }
  });

  it('holds the per-IP cap under parallel requests', async () => {
    const capped = await createTestApp(suite.database, { CODE_MAX_SENDS_PER_IP_PER_HOUR: '3' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          sendRegisterCode(capped.app, uniqueEmail('burst'), '203.0.113.99'),
        ),
      );
      const codes = answers.map((answer) => answer.json().code);
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      expect(codes.filter((code) => code === 11004)).toHaveLength(7);
    } finally {
      await capped.app.close();
    }
  });
});
