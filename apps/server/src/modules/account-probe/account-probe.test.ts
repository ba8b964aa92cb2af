import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  databases,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  tokenCall,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const CAP = 3;

describe.each(databases)('answers that reveal accounts, capped per IP, on %s', (kind) => {
  const suite = appSuite(kind, {
    ...UNLIMITED_CODES,
    ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR: String(CAP),
  });

  const resetCode = (account: string, remoteAddress: string) =>
    suite.app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account },
      remoteAddress,
    });

  const token = (params: Record<string, string>, remoteAddress: string) =>
    tokenCall(suite.app, params, { remoteAddress });
  const post = (url: string, payload: object, remoteAddress: string) =>
    suite.app.inject({ method: 'POST', url, payload, remoteAddress });

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

  it('past the cap answers every call that could tell about an account 42900, success included, and does nothing', async () => {
    const ip = '198.51.100.17';
    const known = uniqueEmail('known');
    await registerUser(suite.app, known);
    for (let i = 0; i < CAP; i += 1) {
      expect((await resetCode(uniqueEmail('nobody'), ip)).json()).toMatchObject({ code: 30401 });
    }
    /** What a call that went ahead would have changed: codes sent, failed attempts, sessions. */
    const state = async () => ({
      outbox: await outboxFor(suite.app, known),
      ...(await suite.database.db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('login_attempts')
            .select(sql<number>`count(*)::int`.as('n'))
            .as('attempts'),
          eb
            .selectFrom('sessions')
            .select(sql<number>`count(*)::int`.as('n'))
            .as('sessions'),
        ])
        .executeTakeFirstOrThrow()),
    });
    const before = await state();

    const answers = {
      'reset code, known account': await resetCode(known, ip),
      'reset code, unknown account': await resetCode(uniqueEmail('nobody'), ip),
      'reset, known account': await post(
        paths.resetPassword,
        { account: known, code: '123456', password: 'Another456' },
        ip,
      ),
      'password, right': await token(
        { grant_type: 'password', username: known, password: VALID_PASSWORD },
        ip,
      ),
      'password, wrong': await token(
        { grant_type: 'password', username: known, password: 'Wrong-pass1' },
        ip,
      ),
      'password, unknown account': await token(
        { grant_type: 'password', username: uniqueEmail('nobody'), password: 'Wrong-pass1' },
        ip,
      ),
      'sign-in code, known account': await post(
        paths.oauthEmail,
        { purpose: 'login', account: known },
        ip,
      ),
      'code grant, known account': await token(
        { grant_type: 'verification_code', username: known, code: '123456' },
        ip,
      ),
      'registration code, taken address': await post(paths.registerEmailCode, { email: known }, ip),
      'registration code, new address': await post(
        paths.registerEmailCode,
        { email: uniqueEmail('new') },
        ip,
      ),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBe(429);
      expect(answer.json(), name).toMatchObject({ code: 42900 });
      expect(Number(answer.headers['retry-after']), name).toBeGreaterThan(3500);
    }
    // Nothing was sent, checked or started.
    expect(await state()).toEqual(before);

    // Calls that cannot tell about an account are not capped; other clients are not either.
    const other = '198.51.100.18';
    expect((await resetCode(known, other)).statusCode).toBe(200);
    const signedIn = await token(
      { grant_type: 'password', username: known, password: VALID_PASSWORD },
      other,
    );
    expect(signedIn.statusCode).toBe(200);
    const { refresh_token: refreshToken } = signedIn.json() as { refresh_token: string };
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, ip);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
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

  it('below the cap counts only answers that reveal an account: other errors and successes use none of the share', async () => {
    const ip = '198.51.100.9';
    const email = uniqueEmail('counted');
    await registerUser(suite.app, email);
    for (let i = 0; i < CAP + 2; i += 1) {
      const wrongPassword = await passwordGrant(suite.app, email, 'Wrong-pass1');
      expect(wrongPassword.json()).toMatchObject({ code: 40011 });
    }
    for (let i = 0; i < CAP + 2; i += 1) {
      const sent = await resetCode(email, ip);
      expect(sent.statusCode).toBe(200);
    }
    expect((await resetCode(uniqueEmail('nobody'), ip)).json()).toMatchObject({ code: 30401 });
  });
});
