import { errorMessages } from '@account-centre/contract';
import { maskEmail } from '#lib/mask.ts';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  databases,
  latestCode,
  outboxFor,
  paths,
  registrationBody,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

describe.each(databases)('registration by e-mail on %s', (kind) => {
  const suite = appSuite(kind);

  const sendCode = (payload: unknown, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      payload: payload as object,
      headers,
    });
  const verify = (payload: unknown) =>
    suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: payload as object,
    });

  it('sends a code, then creates the account with it', async () => {
    const email = uniqueEmail('Reg');
    const sent = await sendCode({ email: `  ${email.toUpperCase()} `, language: 'en' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { cooldownSeconds: 60, expiresInSeconds: 600 },
    });
    const code = await latestCode(suite.app, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(suite.printed).toContain(
      `[outbox] email to ${email.toLowerCase()}: register code ${code}`,
    );

    const registered = await verify(registrationBody(email, code));
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data.productId).toMatch(/^[1-9]\d{9}$/);

    // Single use: the same code again.
    const again = await verify(registrationBody(email, code));
    expect(again.json().code).toBe(30901);
  });

  it('refuses an e-mail already signed up (30901) when sending and when verifying', async () => {
    const email = uniqueEmail('dup');
    await sendCode({ email });
    await verify(registrationBody(email, await latestCode(suite.app, email)));

    const resend = await sendCode({ email: email.toUpperCase() });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ code: 30901, msg: 'email already signed up' });

    const verifyAgain = await verify(registrationBody(email, '123456'));
    expect(verifyAgain.statusCode).toBe(409);
    expect(verifyAgain.json().code).toBe(30901);
  });

  it('answers 10007 with the message for an invalid e-mail and its length', async () => {
    const invalid = await sendCode({ email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 10007, msg: errorMessages.invalidEmail });

    const long = await sendCode({ email: `${'a'.repeat(40)}@example.com` });
    expect(long.json()).toEqual({ code: 10007, msg: errorMessages.emailLength });

    const missing = await sendCode({});
    expect(missing.json()).toEqual({ code: 10007, msg: errorMessages.invalidEmail });
  });

  it('answers 11003 within the resend cool-down', async () => {
    const email = uniqueEmail('cool');
    expect((await sendCode({ email })).statusCode).toBe(200);
    const second = await sendCode({ email });
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe(11003);
    expect(second.json().msg).toMatch(/retry in \d+ seconds/);
  });

  it('answers 11004 over the hourly cap; a code the mail server refuses is queued, not lost', async () => {
    const limited = await createTestApp(suite.database, {
      CODE_RESEND_COOLDOWN_SECONDS: '0',
      CODE_MAX_SENDS_PER_HOUR: '2',
    });
    const failing = await createTestApp(
      suite.database,
      {},
      {
        mailTransport: {
          name: 'broken',
          send: () => Promise.reject(new Error('mail server down')),
          close: () => {},
        },
      },
    );
    try {
      const email = uniqueEmail('cap');
      const send = () =>
        limited.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe(11004);

      const other = uniqueEmail('fail');
      const failed = await failing.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email: other },
      });
      // Decision 044: the code is valid and its message queued for a retry; the answer says so.
      expect(failed.json()).toEqual({
        code: 0,
        msg: 'success',
        data: { cooldownSeconds: 60, expiresInSeconds: 600, delivery: 'queued' },
      });
      const queued = await suite.database.db
        .selectFrom('messages')
        .select(['status', 'attempts', 'last_error', 'recipient_masked', 'purpose'])
        .where('recipient_masked', '=', maskEmail(other))
        .execute();
      expect(queued).toEqual([
        {
          status: 'queued',
          attempts: 1,
          last_error: 'mail server down',
          recipient_masked: maskEmail(other),
          purpose: 'register',
        },
      ]);
      // The code counts for the cool-down like a delivered one.
      expect((await sendCode({ email: other })).json().code).toBe(11003);
    } finally {
      await limited.app.close();
      await failing.app.close();
    }
  });

  it('answers 10007 "code not requested", 11000 for a wrong code and 11001 once tries run out', async () => {
    const email = uniqueEmail('wrong');
    const notRequested = await verify(registrationBody(email, '123456'));
    expect(notRequested.statusCode).toBe(400);
    expect(notRequested.json()).toEqual({ code: 10007, msg: errorMessages.codeNotRequested });

    await sendCode({ email });
    const code = await latestCode(suite.app, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(registrationBody(email, wrongCode));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe(11000);
    }
    // Five wrong tries used the code up: even the right one is refused now.
    const exhausted = await verify(registrationBody(email, code));
    expect(exhausted.json().code).toBe(11001);
  });

  it('answers 11001 for an expired code', async () => {
    const shortLived = await createTestApp(suite.database, { CODE_TTL_SECONDS: '1' });
    try {
      const email = uniqueEmail('expired');
      await shortLived.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email },
      });
      const code = await latestCode(shortLived.app, email);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const expired = await shortLived.app.inject({
        method: 'POST',
        url: paths.registerEmailVerification,
        payload: registrationBody(email, code),
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe(11001);
    } finally {
      await shortLived.app.close();
    }
  });

  it('refuses a password breaking the rule, a missing agreement, a bad birth date and the under-age', async () => {
    const email = uniqueEmail('rules');
    const weak = await verify(registrationBody(email, '123456', { password: 'alllowercase' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: 30916, msg: errorMessages.passwordRule });

    const noAgreement = await verify(
      registrationBody(email, '123456', { agreementAccepted: false }),
    );
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json()).toEqual({
      code: 40000,
      msg: 'agreementAccepted: agreementRequired',
    });

    const badDate = await verify(
      registrationBody(email, '123456', { birthDate: { year: 2001, month: 2, day: 30 } }),
    );
    expect(badDate.json()).toEqual({ code: 40000, msg: 'birthDate: invalidBirthDate' });

    const year = new Date().getUTCFullYear() - 10;
    const young = await verify(
      registrationBody(email, '123456', { birthDate: { year, month: 1, day: 1 } }),
    );
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({ code: 40030, msg: 'must be at least 16 years old' });

    const badCode = await verify(registrationBody(email, '12ab'));
    expect(badCode.json().code).toBe(11000);
  });

  it('creates exactly one account from 16 parallel submissions of one code', async () => {
    const email = uniqueEmail('race');
    await sendCode({ email });
    const code = await latestCode(suite.app, email);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => verify(registrationBody(email, code))),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect([11001, 30901]).toContain(answer.json().code);
    }
  });

  it('writes the e-mail in the request language (Chinese) and brands it by tenant', async () => {
    const email = uniqueEmail('zh');
    await sendCode({ email, language: 'zh-CN' }, { 'tenant-id': '000002' });
    const [message] = await outboxFor(suite.app, email);
    expect(message?.text).toContain('Nova验证码');
    expect(message?.text).toContain(message?.code);
  });
});
