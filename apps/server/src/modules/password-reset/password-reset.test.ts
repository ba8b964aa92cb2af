import { errorMessages } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import {
  BASIC_AUTH,
  databases,
  latestCode,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const NEW_PASSWORD = 'Robot-2026x';
const LOCKOUT_MAX_FAILURES = 3;

describe.each(databases)('password reset on %s', (kind) => {
  const suite = appSuite(kind, {
    ...UNLIMITED_CODES,
    LOCKOUT_MAX_FAILURES: String(LOCKOUT_MAX_FAILURES),
  });

  const sendCode = (payload: object) =>
    suite.app.inject({ method: 'POST', url: paths.resetPasswordCode, payload });
  const reset = (payload: object) =>
    suite.app.inject({ method: 'POST', url: paths.resetPassword, payload });
  /** Asks for a reset code for `account` and reads it from the outbox of `email`. */
  const codeFor = async (account: string, email = account) => {
    const sent = await sendCode({ account });
    expect(sent.statusCode).toBe(200);
    return latestCode(suite.app, email);
  };

  it('sends a reset code to the account e-mail, asked for by e-mail or product ID', async () => {
    const email = uniqueEmail('reset');
    const productId = await registerUser(suite.app, email);
    const masked = `${email.charAt(0)}•••@example.com`;

    const byEmail = await sendCode({ account: ` ${email.toUpperCase()} `, language: 'en' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { cooldownSeconds: 0, expiresInSeconds: 600, destination: masked },
    });
    const [message] = await outboxFor(suite.app, email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'reset' });
    expect(message?.text).toContain('reset your password');

    const byProductId = await sendCode({ account: productId, language: 'zh' });
    expect(byProductId.json().data.destination).toBe(masked);
    const [chinese] = await outboxFor(suite.app, email);
    expect(chinese?.text).toContain('重置密码');
  });

  it('answers 30401 for an unknown e-mail, product ID or unreadable account, 30400 for an unknown phone', async () => {
    for (const account of [uniqueEmail('nobody'), '1999999999', 'not an account']) {
      const sent = await sendCode({ account });
      expect(sent.statusCode).toBe(404);
      expect(sent.json()).toEqual({ code: 30401, msg: 'account not registered' });
      const resetAnswer = await reset({ account, code: '123456', password: NEW_PASSWORD });
      expect(resetAnswer.json().code).toBe(30401);
    }
    const phone = '+86 139 0000 0000';
    const sent = await sendCode({ account: phone });
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toEqual({ code: 30400, msg: 'mobile not signed up' });
    const resetAnswer = await reset({ account: phone, code: '123456', password: NEW_PASSWORD });
    expect(resetAnswer.json().code).toBe(30400);
  });

  it('answers 10007 before a code was sent, 11000 for a wrong code, 30916 for a password breaking the rule', async () => {
    const email = uniqueEmail('reset-code');
    await registerUser(suite.app, email);
    const early = await reset({ account: email, code: '123456', password: NEW_PASSWORD });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ code: 10007, msg: errorMessages.codeNotRequested });

    const code = await codeFor(email);
    const wrong = await reset({
      account: email,
      code: code === '000000' ? '111111' : '000000',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(11000);

    const weak = await reset({ account: email, code, password: 'alllowercase' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: 30916, msg: errorMessages.passwordRule });
  });

  it('refuses the current password and the three before it (10000), accepts the fifth-oldest again', async () => {
    const email = uniqueEmail('reset-history');
    await registerUser(suite.app, email); // p0: VALID_PASSWORD.
    const [p0, p1, p2, p3, p4] = [
      VALID_PASSWORD,
      'First-pw1',
      'Second-pw2',
      'Third-pw3',
      'Fourth-pw4',
    ];

    let code = await codeFor(email);
    const current = await reset({ account: email, code, password: p0 });
    expect(current.statusCode).toBe(400);
    expect(current.json()).toEqual({ code: 10000, msg: 'password recently used' });
    // The refusal did not use the code up.
    expect((await reset({ account: email, code, password: p1 })).statusCode).toBe(200);
    code = await codeFor(email);
    expect((await reset({ account: email, code, password: p2 })).statusCode).toBe(200);
    code = await codeFor(email);
    expect((await reset({ account: email, code, password: p3 })).statusCode).toBe(200);

    // Current p3; the three before it are p2, p1 and p0: all refused.
    code = await codeFor(email);
    for (const used of [p3, p2, p1, p0]) {
      expect((await reset({ account: email, code, password: used })).json().code).toBe(10000);
    }
    expect((await reset({ account: email, code, password: p4 })).statusCode).toBe(200);

    // Current p4; the three before it are p3, p2 and p1: p0 may come back.
    code = await codeFor(email);
    expect((await reset({ account: email, code, password: p1 })).json().code).toBe(10000);
    expect((await reset({ account: email, code, password: p0 })).statusCode).toBe(200);
    await signIn(suite.app, email, p0);

    // Kept: the current password and the three before it, no more.
    const history = await suite.database.db
      .selectFrom('password_history')
      .innerJoin('users', 'users.id', 'password_history.user_id')
      .select('password_history.id')
      .where('users.email', '=', email)
      .execute();
    expect(history).toHaveLength(4);
  });

  it('sets the new password, ends every session, lifts the lock and uses the code up', async () => {
    const email = uniqueEmail('reset-ok');
    await registerUser(suite.app, email);
    const first = await signIn(suite.app, email);
    const second = await signIn(suite.app, email);
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i += 1) {
      expect((await passwordGrant(suite.app, email, 'Wrong-pass1')).json().code).toBe(40011);
    }
    const locked = await passwordGrant(suite.app, email, VALID_PASSWORD);
    expect(locked.json()).toMatchObject({
      code: 40010,
      error_description: 'exceed max login attempts',
    });

    const code = await codeFor(email);
    const done = await reset({ account: email, code, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ code: 0, msg: 'success', data: null });

    expect(await tokenWorks(suite.app, first.access_token)).toBe(false);
    expect(await tokenWorks(suite.app, second.access_token)).toBe(false);
    const refreshed = await suite.app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams({ grant_type: 'refresh_token', refresh_token: second.refresh_token })}`,
      headers: { authorization: BASIC_AUTH },
    });
    expect(refreshed.json().code).toBe(40102);

    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json().code).toBe(40011);
    const fresh = await signIn(suite.app, email, NEW_PASSWORD);
    expect(await tokenWorks(suite.app, fresh.access_token)).toBe(true);

    const again = await reset({ account: email, code, password: 'Another-pw5' });
    expect(again.json().code).toBe(11001);
  });

  it('lets exactly one of 16 parallel submissions of one code through', async () => {
    const email = uniqueEmail('reset-race');
    await registerUser(suite.app, email);
    const code = await codeFor(email);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => reset({ account: email, code, password: NEW_PASSWORD })),
    );
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((value) => value === 0)).toHaveLength(1);
    expect(codes.filter((value) => value === 11001)).toHaveLength(15);
    await signIn(suite.app, email, NEW_PASSWORD);
  });
});
