import { errorMessages } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { maskEmail } from '#lib/mask.ts';
import {
  createTestApp,
  databases,
  latestCodeFor,
  NEW_DEVICES_ON,
  otherCode,
  passwordGrant,
  paths,
  registerUser,
  tokenCall,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const INVALID_CODE = {
  code: 40013,
  msg: 'Invalid or expired verification',
  error: 'invalid_grant',
  error_description: 'Invalid or expired verification',
};
const TOKEN_PAIR = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  token_type: 'bearer',
  expires_in: 7200,
};

describe.each(databases)('sign-in by code and double check on %s', (kind) => {
  // Many codes from one address (127.0.0.1) in one database: lift the caps. `inject` keeps no
  // device cookie, so every password sign-in is a new device's (known-devices.test.ts).
  const suite = appSuite(kind, { ...UNLIMITED_CODES, ...NEW_DEVICES_ON });

  const sendAuthCode = (payload: object, target: App = suite.app) =>
    target.inject({ method: 'POST', url: paths.oauthEmail, payload });
  const codeGrant = (username: string, code: string, extra: Record<string, string> = {}) =>
    tokenCall(suite.app, { grant_type: 'verification_code', username, code, ...extra });
  const doubleCheckGrant = (ticket: string, code: string, target: App = suite.app) =>
    tokenCall(target, { grant_type: 'double_check', double_check_token: ticket, code });

  /** Signs in with the password from a new device: the double-check answer's ticket. */
  const startDoubleCheck = async (email: string, target: App = suite.app) => {
    const answer = await passwordGrant(target, email, VALID_PASSWORD);
    expect(answer.statusCode).toBe(200);
    return answer.json().double_check_token as string;
  };

  describe('sign-in by code', () => {
    it('sends a login code to the account and signs in with it, with no double check', async () => {
      const email = uniqueEmail('code');
      const productId = await registerUser(suite.app, email);
      const sent = await sendAuthCode({ purpose: 'login', account: productId, language: 'en' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        code: 0,
        msg: 'success',
        data: { cooldownSeconds: 0, expiresInSeconds: 600, destination: maskEmail(email) },
      });
      const code = await latestCodeFor(suite.app, email, 'login');

      // From a new device: the code already proved the mailbox, so no second step.
      const signedIn = await codeGrant(email.toUpperCase(), code, { country: 'FR' });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual(TOKEN_PAIR);
      expect(await tokenWorks(suite.app, signedIn.json().access_token)).toBe(true);

      // Single use.
      expect((await codeGrant(email, code)).json()).toEqual(INVALID_CODE);
    });

    it('answers 40013 for a wrong or malformed code, 10007 when none was requested, 40012 for no account', async () => {
      const email = uniqueEmail('codeerr');
      await registerUser(suite.app, email);
      const notRequested = await codeGrant(email, '123456');
      expect(notRequested.statusCode).toBe(400);
      expect(notRequested.json()).toEqual({ code: 10007, msg: errorMessages.codeNotRequested });

      await sendAuthCode({ purpose: 'login', account: email });
      const code = await latestCodeFor(suite.app, email, 'login');
      const wrong = await codeGrant(email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(INVALID_CODE);
      expect((await codeGrant(email, '12ab')).json()).toEqual(INVALID_CODE);
      // A register code is no login code: the hash binds the purpose.
      expect(
        (await codeGrant(email, await latestCodeFor(suite.app, email, 'register'))).json(),
      ).toEqual(INVALID_CODE);
      expect((await codeGrant(email, code)).statusCode).toBe(200);

      const unknown = await codeGrant(uniqueEmail('nobody'), code);
      expect(unknown.json()).toMatchObject({ code: 40012, error: 'invalid_grant' });
    });

    it('signs in exactly once from 16 parallel submissions of one code', async () => {
      const email = uniqueEmail('coderace');
      await registerUser(suite.app, email);
      await sendAuthCode({ purpose: 'login', account: email });
      const code = await latestCodeFor(suite.app, email, 'login');
      const answers = await Promise.all(Array.from({ length: 16 }, () => codeGrant(email, code)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect(answer.json()).toEqual(INVALID_CODE);
      }
    });
  });

  describe('oauth/email', () => {
    it('answers 30401 for an unknown e-mail or product ID and 30400 for an unknown phone', async () => {
      const unknownEmail = await sendAuthCode({ purpose: 'login', account: uniqueEmail('none') });
      expect(unknownEmail.statusCode).toBe(404);
      expect(unknownEmail.json()).toEqual({ code: 30401, msg: 'account not registered' });
      const unknownId = await sendAuthCode({ purpose: 'login', account: '1000000001' });
      expect(unknownId.json().code).toBe(30401);
      const notAName = await sendAuthCode({ purpose: 'login', account: 'someone' });
      expect(notAName.json().code).toBe(30401);
      const unknownPhone = await sendAuthCode({ purpose: 'login', account: '+86 139 0000 0000' });
      expect(unknownPhone.statusCode).toBe(404);
      expect(unknownPhone.json()).toEqual({ code: 30400, msg: 'mobile not signed up' });
    });

    it('answers 40102 for a double-check code without a live ticket, 40000 for a bad body', async () => {
      const noTicket = await sendAuthCode({
        purpose: 'double-check',
        double_check_token: 'not-a-ticket',
      });
      expect(noTicket.statusCode).toBe(401);
      expect(noTicket.json()).toMatchObject({ code: 40102, error: 'invalid_grant' });
      expect((await sendAuthCode({ purpose: 'login' })).json().code).toBe(40000);
      expect((await sendAuthCode({ purpose: 'register', account: 'a@b.cd' })).json().code).toBe(
        40000,
      );
    });
  });

  describe('password grant', () => {
    it('answers 10009 for a password that cannot be right', async () => {
      const email = uniqueEmail('invalidpw');
      await registerUser(suite.app, email);
      for (const password of ['', 'x'.repeat(257)]) {
        const answer = await passwordGrant(suite.app, email, password);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ code: 10009, msg: 'invalid password' });
      }
    });

    it('finds the account by its phone number in any notation', async () => {
      const email = uniqueEmail('phone');
      await registerUser(suite.app, email);
      await suite.database.db
        .updateTable('users')
        .set({ phone: '+8613812345678' })
        .where('email', '=', email)
        .execute();
      expect((await passwordGrant(suite.app, '+86 138-1234-5678', VALID_PASSWORD)).statusCode).toBe(
        200,
      );
      expect(
        (await passwordGrant(suite.app, '+86 138 0000 0000', VALID_PASSWORD)).json().code,
      ).toBe(40012);
    });
  });

  describe('double check', () => {
    it('asks for it when signing in from a new device, and completes with ticket and code', async () => {
      const email = uniqueEmail('travel');
      await registerUser(suite.app, email);
      const first = await passwordGrant(suite.app, email, VALID_PASSWORD);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        error: 'special_user_double_check',
        error_description: 'additional verification required',
        double_check_token: expect.stringMatching(/^[\w-]{43}$/),
        expires_in: 600,
        destination: maskEmail(email),
      });
      const ticket = first.json().double_check_token as string;

      const sent = await sendAuthCode({ purpose: 'double-check', double_check_token: ticket });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.destination).toBe(maskEmail(email));
      const code = await latestCodeFor(suite.app, email, 'double-check');

      expect((await doubleCheckGrant(ticket, otherCode(code))).json()).toEqual(INVALID_CODE);
      const done = await doubleCheckGrant(ticket, code);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual(TOKEN_PAIR);
      expect(await tokenWorks(suite.app, done.json().access_token)).toBe(true);

      // The ticket is used up: neither a new code nor a second sign-in.
      const reused = await doubleCheckGrant(ticket, code);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toMatchObject({ code: 40102, error: 'invalid_grant' });
      expect(
        (await sendAuthCode({ purpose: 'double-check', double_check_token: ticket })).json().code,
      ).toBe(40102);
    });

    it('asks for it at every password sign-in of a flagged account', async () => {
      const email = uniqueEmail('flagged');
      await registerUser(suite.app, email);
      await suite.database.db
        .updateTable('users')
        .set({ double_check_required: true })
        .where('email', '=', email)
        .execute();
      const answer = await passwordGrant(suite.app, email, VALID_PASSWORD);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ error: 'special_user_double_check' });
      expect(answer.json()).not.toHaveProperty('access_token');
    });

    it('answers 40102 for an unknown ticket and a code of another purpose as 40013', async () => {
      const email = uniqueEmail('ticketerr');
      await registerUser(suite.app, email);
      expect((await doubleCheckGrant('unknown-ticket', '123456')).json().code).toBe(40102);

      const ticket = await startDoubleCheck(email);
      await sendAuthCode({ purpose: 'login', account: email });
      const loginCode = await latestCodeFor(suite.app, email, 'login');
      // No double-check code was requested yet.
      expect((await doubleCheckGrant(ticket, loginCode)).json()).toEqual({
        code: 10007,
        msg: errorMessages.codeNotRequested,
      });
      await sendAuthCode({ purpose: 'double-check', double_check_token: ticket });
      const code = await latestCodeFor(suite.app, email, 'double-check');
      if (code !== loginCode) {
        expect((await doubleCheckGrant(ticket, loginCode)).json()).toEqual(INVALID_CODE);
      }
      expect((await doubleCheckGrant(ticket, code)).statusCode).toBe(200);
    });

    it('completes once from 8 parallel submissions of one ticket and code', async () => {
      const email = uniqueEmail('ticketrace');
      await registerUser(suite.app, email);
      const ticket = await startDoubleCheck(email);
      await sendAuthCode({ purpose: 'double-check', double_check_token: ticket });
      const code = await latestCodeFor(suite.app, email, 'double-check');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => doubleCheckGrant(ticket, code)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect([40013, 40102]).toContain(answer.json().code);
      }
    });

    it('expires the ticket with the code lifetime', async () => {
      const shortLived = await createTestApp(suite.database, {
        ...UNLIMITED_CODES,
        ...NEW_DEVICES_ON,
        CODE_TTL_SECONDS: '1',
      });
      try {
        const email = uniqueEmail('ticketttl');
        await registerUser(shortLived.app, email);
        const ticket = await startDoubleCheck(email, shortLived.app);
        await sendAuthCode({ purpose: 'double-check', double_check_token: ticket }, shortLived.app);
        const code = await latestCodeFor(shortLived.app, email, 'double-check');
        await new Promise((resolve) => setTimeout(resolve, 1200));
        const late = await doubleCheckGrant(ticket, code, shortLived.app);
        expect(late.statusCode).toBe(401);
        expect(late.json().code).toBe(40102);
        const lateCode = await sendAuthCode(
          { purpose: 'double-check', double_check_token: ticket },
          shortLived.app,
        );
        expect(lateCode.json().code).toBe(40102);
      } finally {
        await shortLived.app.close();
      }
    });
  });
});
