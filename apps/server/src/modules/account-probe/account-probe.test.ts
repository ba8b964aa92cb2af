import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  passwordGrant,
  paths,
  registerUser,
  UNLIMITED_CODES,
  uniqueEmail,
  type TestDatabase,
} from '#testing/test-app.ts';

const CAP = 3;

describe.each(databases)('answers that reveal accounts, capped per IP, on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await createTestApp(database, {
      ...UNLIMITED_CODES,
      ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR: String(CAP),
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const resetCode = (account: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account },
      remoteAddress,
    });

  it('gives one IP its share of "no such account", then 42900 with Retry-After, others unaffected', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < CAP; i += 1) {
      const answer = await resetCode(uniqueEmail('nobody'), ip);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 30401 });
    }
    const capped = await resetCode(uniqueEmail('nobody'), ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 42900 });
    const wait = Number(capped.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);

    const otherIp = await resetCode(uniqueEmail('nobody'), '198.51.100.8');
    expect(otherIp.json()).toMatchObject({ code: 30401 });
  });

  it('counts an IPv6 client by its /64: a new address in the network does not reset the cap', async () => {
    for (let i = 0; i < CAP; i += 1) {
      const answer = await resetCode(uniqueEmail('nobody'), `2001:db8:5:1::${i + 1}`);
      expect(answer.json()).toMatchObject({ code: 30401 });
    }
    const capped = await resetCode(uniqueEmail('nobody'), '2001:db8:5:1:ffff::99');
    expect(capped.json()).toMatchObject({ code: 42900 });
    const nextNetwork = await resetCode(uniqueEmail('nobody'), '2001:db8:5:2::1');
    expect(nextNetwork.json()).toMatchObject({ code: 30401 });
  });

  it('counts only answers that reveal an account: other errors and successes pass freely', async () => {
    const ip = '198.51.100.9';
    const email = uniqueEmail('counted');
    await registerUser(app, email);
    for (let i = 0; i < CAP + 2; i += 1) {
      const wrongPassword = await passwordGrant(app, email, 'Wrong-pass1');
      expect(wrongPassword.json()).toMatchObject({ code: 40011 });
    }
    for (let i = 0; i < CAP + 2; i += 1) {
      const sent = await resetCode(email, ip);
      expect(sent.statusCode).toBe(200);
    }
    expect((await resetCode(uniqueEmail('nobody'), ip)).json()).toMatchObject({ code: 30401 });
  });
});
