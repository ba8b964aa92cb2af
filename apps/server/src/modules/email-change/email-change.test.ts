import { DEFAULT_TENANT_ID, errorMessages } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { UserRepo } from '#modules/user/user.repo.ts';
import {
  AUTH_HEADER,
  createTestApp,
  databases,
  latestCode,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  registrationBody,
  signIn,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const masked = (email: string) => `${email.charAt(0)}•••@example.com`;

describe.each(databases)('e-mail change on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);

  const post = (url: string, token: string | undefined, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      payload,
    });
  const sendCode = (token: string | undefined, payload: object) =>
    post(paths.changeEmailCode, token, payload);
  /** The change call, re-authenticated with the right current password unless told otherwise. */
  const changeEmail = (token: string | undefined, payload: object) =>
    post(paths.changeEmail, token, { currentPassword: VALID_PASSWORD, ...payload });
  /** A new account, signed in: its address and access token. */
  const signedInUser = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    return { email, token: access_token };
  };

  it('needs the current password: a stolen token and the new mailbox alone move nothing (decision 026)', async () => {
    const { email, token } = await signedInUser('reauth');
    const next = uniqueEmail('reauth-next');
    expect((await sendCode(token, { email: next })).statusCode).toBe(200);
    const code = await latestCode(suite.app, next);

    const missing = await post(paths.changeEmail, token, { email: next, code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 10009, msg: 'invalid password' });
    const wrong = await changeEmail(token, { email: next, code, currentPassword: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 30916, msg: errorMessages.originalPasswordWrong });
    // Nothing changed, no notice went out, and the code is still usable.
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(suite.app, next, VALID_PASSWORD)).json().code).toBe(40012);
    expect(
      (await outboxFor(suite.app, email)).filter((message) => message.purpose === 'email-changed'),
    ).toHaveLength(0);
    expect((await changeEmail(token, { email: next, code })).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the account lock', async () => {
    const limited = await createTestApp(suite.database, {
      ...UNLIMITED_CODES,
      LOCKOUT_MAX_FAILURES: '2',
    });
    try {
      const email = uniqueEmail('reauth-lock');
      await registerUser(limited.app, email);
      const { access_token: token } = await signIn(limited.app, email);
      const attempt = (currentPassword: string) =>
        limited.app.inject({
          method: 'POST',
          url: paths.changeEmail,
          headers: { [AUTH_HEADER]: token },
          payload: { email: uniqueEmail('reauth-x'), code: '123456', currentPassword },
        });
      expect((await attempt('Wrong-pass1')).json().code).toBe(30916);
      expect((await attempt('Wrong-pass2')).json().code).toBe(30916);
      expect((await attempt(VALID_PASSWORD)).json().code).toBe(40010);
      expect((await passwordGrant(limited.app, email, VALID_PASSWORD)).json().code).toBe(40010);
    } finally {
      await limited.app.close();
    }
  });

  it('needs a live session (40100), whatever the body', async () => {
    expect((await sendCode(undefined, { email: 'not-an-email' })).json().code).toBe(40100);
    const change = await changeEmail('not-a-token', { email: uniqueEmail(), code: '123456' });
    expect(change.statusCode).toBe(401);
    expect(change.json().code).toBe(40100);
  });

  it('refuses the current address (30913), an occupied one (30911) and bad input (10007)', async () => {
    const { email, token } = await signedInUser('change-mail');
    const other = uniqueEmail('occupied');
    await registerUser(suite.app, other);

    for (const call of [sendCode, changeEmail]) {
      const same = await call(token, { email: ` ${email.toUpperCase()} `, code: '123456' });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ code: 30913, msg: 'email same as current' });

      const occupied = await call(token, { email: other.toUpperCase(), code: '123456' });
      expect(occupied.statusCode).toBe(409);
      expect(occupied.json()).toEqual({ code: 30911, msg: 'email occupied' });

      const invalid = await call(token, { email: 'not-an-email', code: '123456' });
      expect(invalid.json()).toEqual({ code: 10007, msg: errorMessages.invalidEmail });
      const long = await call(token, { email: `${'a'.repeat(40)}@example.com`, code: '123456' });
      expect(long.json()).toEqual({ code: 10007, msg: errorMessages.emailLength });
    }
  });

  it('binds the code to the new address: 10007 before a code, 11000 for another address code', async () => {
    const { token } = await signedInUser('change-bound');
    const wanted = uniqueEmail('wanted');
    const early = await changeEmail(token, { email: wanted, code: '123456' });
    expect(early.json()).toEqual({ code: 10007, msg: errorMessages.codeNotRequested });

    const elsewhere = uniqueEmail('elsewhere');
    expect((await sendCode(token, { email: wanted })).statusCode).toBe(200);
    expect((await sendCode(token, { email: elsewhere })).statusCode).toBe(200);
    const [wantedCode, elsewhereCode] = [
      await latestCode(suite.app, wanted),
      await latestCode(suite.app, elsewhere),
    ];
    const [message] = await outboxFor(suite.app, wanted);
    expect(message?.purpose).toBe('change-email');
    // Six random digits each: on the rare draw of equal codes there is nothing to cross.
    if (elsewhereCode !== wantedCode) {
      const crossed = await changeEmail(token, { email: wanted, code: elsewhereCode });
      expect(crossed.json().code).toBe(11000);
    }
    expect((await changeEmail(token, { email: wanted, code: wantedCode })).statusCode).toBe(200);
  });

  it('moves the account to the new address and tells the old one', async () => {
    const { email, token } = await signedInUser('change-ok');
    const next = uniqueEmail('next');
    const sent = await sendCode(token, { email: ` ${next.toUpperCase()} `, language: 'en' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { cooldownSeconds: 0, expiresInSeconds: 600 },
    });
    const code = await latestCode(suite.app, next);
    const done = await changeEmail(token, { email: next, code, language: 'en' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ code: 0, msg: 'success', data: null });

    const info = await suite.app.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: { [AUTH_HEADER]: token },
    });
    expect(info.json().data.email).toBe(next);
    await signIn(suite.app, next);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json().code).toBe(40012);

    const [notice] = await outboxFor(suite.app, email);
    expect(notice).toMatchObject({
      to: email,
      channel: 'email',
      purpose: 'email-changed',
      code: '',
    });
    expect(notice?.text).toContain(`changed to ${masked(next)}`);
    expect(notice?.text).toContain('reset your password');
    expect(notice?.text).not.toContain(next);

    // The code is used up.
    expect((await changeEmail(token, { email: uniqueEmail(), code })).json().code).toBe(10007);
  });

  it('writes the notice in the request language (Chinese)', async () => {
    const { email, token } = await signedInUser('change-zh');
    const next = uniqueEmail('next-zh');
    await sendCode(token, { email: next });
    await changeEmail(token, {
      email: next,
      code: await latestCode(suite.app, next),
      language: 'zh-CN',
    });
    const [notice] = await outboxFor(suite.app, email);
    expect(notice?.text).toContain(`账号邮箱已更换为 ${masked(next)}`);
  });

  it('keeps the change when the notice cannot be delivered: it stays queued for a retry and is logged', async () => {
    const codes = new Map<string, string>();
    const lines: string[] = [];
    const flaky = await createTestApp(
      suite.database,
      { ...UNLIMITED_CODES, LOG_LEVEL: 'warn' },
      {
        logStream: { write: (line: string) => void lines.push(line) },
        mailTransport: {
          name: 'flaky',
          // Codes arrive; notices (no code) fail.
          send: async (message) => {
            if (message.code === undefined) throw new Error('mail server down');
            codes.set(message.to, message.code);
          },
          close: () => {},
        },
      },
    );
    try {
      const { token } = await signedInUser('flaky');
      const next = uniqueEmail('flaky-next');
      const request = (url: string, payload: object) =>
        flaky.app.inject({ method: 'POST', url, headers: { [AUTH_HEADER]: token }, payload });
      expect((await request(paths.changeEmailCode, { email: next })).statusCode).toBe(200);
      const code = codes.get(next) ?? '';
      const done = await request(paths.changeEmail, {
        email: next,
        code,
        currentPassword: VALID_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      await signIn(suite.app, next);

      const log = lines.join('');
      expect(log).toContain('e-mail change notice not delivered yet: queued for a retry');
      expect(log).toContain('mail server down');
      expect(log).not.toContain(code);
      // Decision 044: the notice with its undo link is kept for the worker, not dropped.
      const notices = await suite.database.db
        .selectFrom('messages')
        .select(['status', 'attempts', 'last_error'])
        .where('purpose', '=', 'email-changed')
        .where('status', '=', 'queued')
        .execute();
      expect(notices).toEqual([{ status: 'queued', attempts: 1, last_error: 'mail server down' }]);
    } finally {
      await flaky.app.close();
    }
  });

  it('settles a race for one address with a registration: one wins, never a 500', async () => {
    const { token } = await signedInUser('change-race');
    const contested = uniqueEmail('contested');
    await sendCode(token, { email: contested });
    const changeCode = await latestCode(suite.app, contested);
    await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      payload: { email: contested },
    });
    const registerCode = await latestCode(suite.app, contested);
    const [changed, registered] = await Promise.all([
      changeEmail(token, { email: contested, code: changeCode }),
      suite.app.inject({
        method: 'POST',
        url: paths.registerEmailVerification,
        payload: registrationBody(contested, registerCode),
      }),
    ]);
    const outcome = [changed.json().code, registered.json().code];
    expect([
      [0, 30901],
      [30911, 0],
    ]).toContainEqual(outcome);
  });

  it('reports an address taken under its feet as occupied, not as a failure', async () => {
    const a = await signedInUser('taken-a');
    const b = await signedInUser('taken-b');
    const users = new UserRepo(suite.database.db);
    const user = await users.findByEmail(DEFAULT_TENANT_ID, a.email);
    if (!user) throw new Error('account a is missing');
    // The unique index refuses the address that the checks before the transaction found free.
    // As the services do, a refused update ends the transaction (PostgreSQL has aborted it).
    let updated: boolean | undefined;
    const done = suite.database.db.transaction().execute(async (trx) => {
      updated = await users.updateEmail(trx, user.id, b.email);
      if (!updated) throw new Error('address taken');
    });
    await expect(done).rejects.toThrow('address taken');
    expect(updated).toBe(false);
    expect((await users.findById(user.id))?.email).toBe(a.email);
  });
});
