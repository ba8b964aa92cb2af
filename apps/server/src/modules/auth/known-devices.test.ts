import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '#modules/auth/known-devices.ts';
import {
  databases,
  flagForDoubleCheck,
  latestCode,
  latestCodeFor,
  NEW_DEVICES_ON,
  paths,
  registerUser,
  registrationBody,
  tokenCall,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/** Issue 19 Medium 3: the double check is decided by the device, not by a country the client sends. */
describe.each(databases)('known devices on %s', (kind) => {
  const suite = appSuite(kind, { ...UNLIMITED_CODES, ...NEW_DEVICES_ON });

  /** The token call as a browser makes it: with its device cookie, if it has one. */
  const token = (params: Record<string, string>, device?: string) =>
    tokenCall(suite.app, params, {
      headers: device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${device}` },
    });
  const password = (username: string, device?: string, country?: string) =>
    token(
      {
        grant_type: 'password',
        username,
        password: VALID_PASSWORD,
        ...(country === undefined ? {} : { country }),
      },
      device,
    );
  /** The device cookie an answer sets: its value and attributes. */
  const deviceCookieOf = (answer: { headers: Record<string, unknown> }) => {
    const header = answer.headers['set-cookie'];
    const line = (Array.isArray(header) ? header : [header]).find(
      (value): value is string =>
        typeof value === 'string' && value.startsWith(`${DEVICE_COOKIE}=`),
    );
    return line === undefined
      ? undefined
      : { value: line.split(';')[0]?.split('=')[1] ?? '', line };
  };
  /** Completes a double check from `device`: the token answer. */
  const completeDoubleCheck = async (email: string, ticket: string, device?: string) => {
    await suite.app.inject({
      method: 'POST',
      url: paths.oauthEmail,
      payload: { purpose: 'double-check', double_check_token: ticket },
    });
    const code = await latestCodeFor(suite.app, email, 'double-check');
    return token({ grant_type: 'double_check', double_check_token: ticket, code }, device);
  };

  it("a new device gets the double check even naming the account's country; once passed, the device signs in directly from any country", async () => {
    const email = uniqueEmail('device');
    await registerUser(suite.app, email); // country DE, registered by another client (no cookie kept)

    const first = await password(email, undefined, 'DE');
    expect(first.json()).toMatchObject({ error: 'special_user_double_check' });
    expect(deviceCookieOf(first)).toBeUndefined();

    const done = await completeDoubleCheck(email, first.json().double_check_token as string);
    expect(done.json()).toHaveProperty('access_token');
    const cookie = deviceCookieOf(done);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.line).toContain('HttpOnly');
    expect(cookie?.line).toContain('Secure');
    expect(cookie?.line).toContain('SameSite=Strict');
    expect(cookie?.line).toContain('Path=/api');
    expect(cookie?.line).toContain(`Max-Age=${400 * 24 * 60 * 60}`);

    // The returning user whose login screen shows another country: no second step.
    for (const country of ['FR', 'DE', undefined]) {
      const again = await password(email, cookie?.value, country);
      expect(again.json()).toHaveProperty('access_token');
      expect(deviceCookieOf(again)?.value).toBe(cookie?.value);
    }
    // Only the hash is stored.
    const stored = await suite.database.db
      .selectFrom('known_devices')
      .select('device_hash')
      .execute();
    expect(stored.map((row) => row.device_hash)).not.toContain(cookie?.value);
  });

  it('a cookie the server did not issue for this account, or a forged one, does not count', async () => {
    const mine = uniqueEmail('device-mine');
    const theirs = uniqueEmail('dev-theirs');
    await registerUser(suite.app, mine);
    await registerUser(suite.app, theirs);
    const first = await password(mine);
    const done = await completeDoubleCheck(mine, first.json().double_check_token as string);
    const myDevice = deviceCookieOf(done)?.value;
    expect(myDevice).toBeDefined();

    // Known for `mine` only.
    expect((await password(theirs, myDevice)).json()).toMatchObject({
      error: 'special_user_double_check',
    });
    const forged = 'A'.repeat(43);
    expect((await password(mine, forged)).json()).toMatchObject({
      error: 'special_user_double_check',
    });
    expect((await password(mine, 'not a token')).json()).toMatchObject({
      error: 'special_user_double_check',
    });
  });

  it('registration makes its device known; a flagged account is asked even there', async () => {
    const email = uniqueEmail('dev-reg');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, await latestCode(suite.app, email)),
    });
    expect(registered.statusCode).toBe(200);
    const device = deviceCookieOf(registered)?.value;
    expect(device).toMatch(/^[\w-]{43}$/);
    expect((await password(email, device, 'FR')).json()).toHaveProperty('access_token');

    await flagForDoubleCheck(suite.database, { email });
    expect((await password(email, device)).json()).toMatchObject({
      error: 'special_user_double_check',
    });
  });

  it('a sign-in by code makes its device known', async () => {
    const email = uniqueEmail('device-code');
    await registerUser(suite.app, email);
    await suite.app.inject({
      method: 'POST',
      url: paths.oauthEmail,
      payload: { purpose: 'login', account: email },
    });
    const byCode = await token({
      grant_type: 'verification_code',
      username: email,
      code: await latestCodeFor(suite.app, email, 'login'),
    });
    expect(byCode.json()).toHaveProperty('access_token');
    const device = deviceCookieOf(byCode)?.value;
    expect((await password(email, device)).json()).toHaveProperty('access_token');
  });
});
