import { errorMessages } from '@account-centre/contract';
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

const NEW_PASSWORD = 'Robot-2026x';
const LOCKOUT_MAX_FAILURES = 3;

describe.each(databases)('password change on %s', (kind) => {
  const suite = appSuite(kind, {
    LOCKOUT_MAX_FAILURES: String(LOCKOUT_MAX_FAILURES),
  });

  const change = (token: string | undefined, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      payload,
    });
  /** A new account, signed in: its access token. */
  const signedInUser = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    return { email, token: access_token };
  };

  it('needs a live session (40100), whatever the body', async () => {
    const none = await change(undefined, { currentPassword: '', password: 'x' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 40100, msg: 'token invalid' });
    expect((await change('not-a-token', {})).json().code).toBe(40100);
  });

  it('answers 30916 "original password is wrong" for a wrong current password and locks after repeated ones', async () => {
    const { email, token } = await signedInUser('change-wrong');
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i += 1) {
      const wrong = await change(token, { currentPassword: 'Wrong-pass1', password: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 30916, msg: errorMessages.originalPasswordWrong });
    }
    // The counter is the account's: sign-in and this call share it.
    const locked = await change(token, { currentPassword: VALID_PASSWORD, password: NEW_PASSWORD });
    expect(locked.json().code).toBe(40010);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json().code).toBe(40010);
  });

  it('answers 10009 for an empty or over-long current password', async () => {
    const { token } = await signedInUser('change-invalid');
    for (const currentPassword of ['', 'x'.repeat(257)]) {
      const invalid = await change(token, { currentPassword, password: NEW_PASSWORD });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ code: 10009, msg: 'invalid password' });
    }
    const missing = await change(token, { password: NEW_PASSWORD });
    expect(missing.json().code).toBe(10009);
  });

  it('answers 30918 for the current password, 30916 "password rule" for a rule-breaking one', async () => {
    const { token } = await signedInUser('change-rules');
    const same = await change(token, { currentPassword: VALID_PASSWORD, password: VALID_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ code: 30918, msg: 'new password same as old' });

    for (const password of ['Short1', 'alllowercase', 'With space1', 'x'.repeat(17)]) {
      const weak = await change(token, { currentPassword: VALID_PASSWORD, password });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ code: 30916, msg: errorMessages.passwordRule });
    }
  });

  it('refuses the current password and the three before it (10000), accepts the fifth-oldest again', async () => {
    const { email, token } = await signedInUser('change-history');
    const [p0, p1, p2, p3, p4] = [
      VALID_PASSWORD,
      'First-pw1',
      'Second-pw2',
      'Third-pw3',
      'Fourth-pw4',
    ];
    const steps: [string, string, number][] = [
      [p0, p1, 0],
      [p1, p0, 10000],
      [p1, p2, 0],
      [p2, p0, 10000],
      [p2, p1, 10000],
      [p2, p3, 0],
      // Current p3; the three before it are p2, p1 and p0: all refused.
      [p3, p0, 10000],
      [p3, p1, 10000],
      [p3, p2, 10000],
      [p3, p4, 0],
      // Current p4; the three before it are p3, p2 and p1: p0 may come back.
      [p4, p1, 10000],
      [p4, p0, 0],
    ];
    for (const [currentPassword, password, code] of steps) {
      const answer = await change(token, { currentPassword, password });
      expect({ currentPassword, password, code: answer.json().code }).toEqual({
        currentPassword,
        password,
        code,
      });
    }
    const refused = await change(token, { currentPassword: p0, password: p2 });
    expect(refused.json()).toEqual({ code: 10000, msg: 'password recently used' });
    await signIn(suite.app, email, p0);
  });

  it('changes the password: this session stays, the others end, only the new password signs in', async () => {
    const { email, token } = await signedInUser('change-ok');
    const other = await signIn(suite.app, email);
    const done = await change(token, { currentPassword: VALID_PASSWORD, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ code: 0, msg: 'success', data: null });

    expect(await tokenWorks(suite.app, token)).toBe(true);
    expect(await tokenWorks(suite.app, other.access_token)).toBe(false);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json().code).toBe(40011);
    await signIn(suite.app, email, NEW_PASSWORD);
  });
});
