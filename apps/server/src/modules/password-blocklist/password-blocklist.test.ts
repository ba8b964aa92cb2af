import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  latestCode,
  latestCodeFor,
  passwordGrant,
  paths,
  registerUser,
  registrationBody,
  signIn,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { isCommonPassword, loadPasswordBlocklist } from './password-blocklist.ts';
import { appSuite } from '#testing/app-suite.ts';

/** The review's examples (issue 19): each passes the spec's rule and registered on the old code. */
const COMMON = ['Password1', '12345678a', 'Qwerty123'];
const TOO_COMMON = { code: 30917, msg: 'password too common' };

describe('the common-password blocklist', () => {
  it('holds the generated list: sorted, lower-case, at least the 100,000 most common', () => {
    const list = loadPasswordBlocklist();
    expect(list.length).toBeGreaterThanOrEqual(100_000);
    expect(list.every((entry, i) => i === 0 || (list[i - 1] as string) < entry)).toBe(true);
    expect(list.every((entry) => entry === entry.toLowerCase())).toBe(true);
  });

  it('finds common passwords case-insensitively and lets uncommon ones through', () => {
    for (const password of [...COMMON, 'PASSWORD1', 'pAsSwOrD1', 'qwerty123', 'iloveyou1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [VALID_PASSWORD, 'Robot-2026x', 'k7#Qm2vL!pZ9']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(databases)('common passwords refused on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);

  it('registration: 30917, no account, and the code stays usable for a better password', async () => {
    const email = uniqueEmail('common-register');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    const code = await latestCode(suite.app, email);
    for (const password of COMMON) {
      const refused = await suite.app.inject({
        method: 'POST',
        url: paths.registerEmailVerification,
        payload: registrationBody(email, code, { password }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(TOO_COMMON);
    }
    expect((await passwordGrant(suite.app, email, 'Password1')).json().code).toBe(40012);
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, code),
    });
    expect(registered.statusCode).toBe(200);
  });

  it('reset: 30917 (any case), the old password stays, the code stays usable', async () => {
    const email = uniqueEmail('common-reset');
    await registerUser(suite.app, email);
    await suite.app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account: email },
    });
    const code = await latestCodeFor(suite.app, email, 'reset');
    const reset = (password: string) =>
      suite.app.inject({
        method: 'POST',
        url: paths.resetPassword,
        payload: { account: email, code, password },
      });
    const refused = await reset('QWERTY123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(TOO_COMMON);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await reset('Robot-2026x')).statusCode).toBe(200);
  });

  it('change: 30917, the current password stays', async () => {
    const email = uniqueEmail('common-change');
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    const refused = await suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: access_token },
      payload: { currentPassword: VALID_PASSWORD, password: '12345678a' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(TOO_COMMON);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(suite.app, email, '12345678a')).json().code).toBe(40011);
  });
});
