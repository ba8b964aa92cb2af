import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenWorks,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';
import { enrolTotp, totpCode } from '#testing/totp.ts';

const WRONG = { currentPassword: 'Wrong-pass9' };
const RIGHT = { currentPassword: VALID_PASSWORD };

/**
 * Decision 038: adding a passkey, turning the authenticator app off and signing the other devices
 * out need a fresh proof in the same call (the password, or an authenticator code when the app is
 * on); a recent sign-in alone is refused. Guesses count towards the account lock and are logged.
 */
describe.each(databases)('step-up proof on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '3' });

  const call = (url: string, token: string, payload: object = {}) =>
    suite.app.inject({ method: 'POST', url, headers: { [AUTH_HEADER]: token }, payload });

  const account = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    return { email, token };
  };

  const failuresOf = async (email: string) =>
    (
      await suite.database.db
        .selectFrom('login_attempts')
        .innerJoin('users', 'users.id', 'login_attempts.user_id')
        .select('login_attempts.failures')
        .where('users.email', '=', email)
        .executeTakeFirst()
    )?.failures ?? 0;

  const eventsOf = async (token: string) =>
    (
      await suite.app.inject({
        method: 'GET',
        url: paths.activity,
        headers: { [AUTH_HEADER]: token },
      })
    )
      .json<{ data: { events: { type: string }[] } }>()
      .data.events.map((event) => event.type);

  it.each([
    ['adding a passkey', () => paths.passkeyRegisterOptions],
    ['turning the authenticator app off', () => paths.totpDisable],
    ['signing the other devices out', () => paths.endOtherSessions],
  ])(
    '%s: no proof 40072, a wrong password 30916 (counted, logged), the right one works',
    async (_name, url) => {
      const { email, token } = await account('stepup');
      const other = await signIn(suite.app, email);
      if (url() === paths.totpDisable) await enrolTotp(suite.app, token);

      const none = await call(url(), token);
      expect(none.statusCode, none.body).toBe(403);
      expect(none.json()).toMatchObject({ code: 40072 });
      expect(await failuresOf(email)).toBe(0);

      const wrong = await call(url(), token, WRONG);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 30916 });
      expect(await failuresOf(email)).toBe(1);
      expect(await eventsOf(token)).toContain('step-up-failed');
      // Nothing changed by the refusals.
      expect(await tokenWorks(suite.app, other.access_token)).toBe(true);
      if (url() === paths.totpDisable) {
        expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json()).toMatchObject({
          error: 'second_factor_required',
        });
      }

      const right = await call(url(), token, RIGHT);
      expect(right.statusCode, right.body).toBe(200);
      expect(await failuresOf(email)).toBe(0);
    },
  );

  it('takes an authenticator code as the proof when the app is on; a used or wrong one is counted', async () => {
    const { email, token } = await account('stepup.code');
    const secret = await enrolTotp(suite.app, token);
    const wrong = await call(paths.endOtherSessions, token, { totpCode: totpCode(secret, 5) });
    expect(wrong.json()).toMatchObject({ code: 40018 });
    expect(await failuresOf(email)).toBe(1);
    const code = totpCode(secret, 1);
    const right = await call(paths.passkeyRegisterOptions, token, { totpCode: code });
    expect(right.statusCode, right.body).toBe(200);
    // A code is accepted once.
    const replayed = await call(paths.totpDisable, token, { totpCode: code });
    expect(replayed.json()).toMatchObject({ code: 40018 });
    expect(await failuresOf(email)).toBe(1);
    expect((await eventsOf(token)).filter((type) => type === 'step-up-failed')).toHaveLength(2);
  });

  it('locks the account after the lock’s number of guesses; then every proof looks the same (40010)', async () => {
    const { email, token } = await account('stepup.lock');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(paths.endOtherSessions, token, WRONG)),
    );
    const codes = answers.map((answer) => answer.json<{ code: number }>().code).sort();
    // Claimed atomically before each check: never more wrong guesses checked than the lock allows.
    expect(codes.filter((code) => code === 30916)).toHaveLength(3);
    expect(codes.filter((code) => code === 40010)).toHaveLength(2);
    for (const [url, proof] of [
      [paths.endOtherSessions, RIGHT],
      [paths.passkeyRegisterOptions, WRONG],
      [paths.totpDisable, RIGHT],
    ] as const) {
      const locked = await call(url, token, proof);
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toMatchObject({ code: 40010 });
    }
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json()).toMatchObject({
      code: 40010,
    });
    expect(await eventsOf(token)).toContain('account-locked');
  });
});
