import { consolePaths } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import {
  databases,
  passwordGrant,
  registerUser,
  signIn,
  tokenCall,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { enrolTotp, secondFactorTicket, totpCode } from '#testing/totp.ts';
import {
  consoleCookieOf,
  consoleTester,
  createStaff,
  expectCode,
} from '#testing/console-session.ts';

/** A six-digit code that is none of the codes valid now (±1 step) for `totp`. */
function wrongCodes(valid: string[], count: number): string[] {
  const codes: string[] = [];
  for (let n = 100_000; codes.length < count; n += 7_919) {
    const code = String(n % 1_000_000).padStart(6, '0');
    if (!valid.includes(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

const codeOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { code?: number }).code;

/** A user with the authenticator app on: e-mail and secret (its current step used up). */
async function enrolledUser(suite: AppSuite, tag: string) {
  const email = uniqueEmail(tag);
  await registerUser(suite.app, email);
  const { access_token } = await signIn(suite.app, email);
  const secret = await enrolTotp(suite.app, access_token);
  const userId = (
    await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;
  return { email, secret, userId };
}

async function ticketOf(suite: AppSuite, email: string): Promise<string> {
  return secondFactorTicket((await passwordGrant(suite.app, email, VALID_PASSWORD)).json());
}

const secondStep = (suite: AppSuite, ticket: string, code: string) =>
  tokenCall(suite.app, { grant_type: 'second_factor', second_factor_token: ticket, code });

const failedSignIns = async (suite: AppSuite, userId: string) =>
  (
    await suite.database.db
      .selectFrom('activity_events')
      .select('type')
      .where('user_id', '=', userId)
      .where('type', '=', 'sign-in-failed')
      .execute()
  ).length;

/**
 * Decision 039, finding 1: the second-factor ticket's answers are taken atomically before they are
 * evaluated, and count towards the account lock.
 */
describe.each(databases)('second-factor guessing (users) on %s', (kind) => {
  const suite = appSuite(kind, { CODE_MAX_ATTEMPTS: '3', LOCKOUT_MAX_FAILURES: '5' });

  it('evaluates at most CODE_MAX_ATTEMPTS of 30 parallel wrong codes on one ticket', async () => {
    const { email, secret, userId } = await enrolledUser(suite, 'race.wrong');
    const ticket = await ticketOf(suite, email);
    const valid = [-1, 0, 1].map((offset) => totpCode(secret, offset));
    const answers = await Promise.all(
      wrongCodes(valid, 30).map((code) => secondStep(suite, ticket, code)),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 40018).length).toBeLessThanOrEqual(3);
    expect(codes.every((code) => code === 40018 || code === 40102)).toBe(true);
    expect(await failedSignIns(suite, userId)).toBe(codes.filter((code) => code === 40018).length);
  });

  it('a right code in a burst of wrong ones answers as they do once the ticket is spent', async () => {
    const { email, secret, userId } = await enrolledUser(suite, 'race.right');
    const ticket = await ticketOf(suite, email);
    const right = totpCode(secret, 1);
    const wrong = wrongCodes(
      [-1, 0, 1, 2].map((offset) => totpCode(secret, offset)),
      39,
    );
    const answers = await Promise.all(
      [...wrong, right].map((code) => secondStep(suite, ticket, code)),
    );
    const rightAnswer = answers[39];
    const wrongAnswers = answers.slice(0, 39).map(codeOf);
    const evaluated = wrongAnswers.filter((code) => code === 40018).length;
    expect(evaluated).toBeLessThanOrEqual(3);
    expect(await failedSignIns(suite, userId)).toBe(evaluated);
    if (rightAnswer?.statusCode !== 200) {
      // Not among the answers let through: the same refusal as every other late answer.
      expect(codeOf(rightAnswer ?? { body: '{}' })).toBe(40102);
      expect(evaluated).toBe(3);
    }
    // Spent: right and wrong answers get one refusal.
    expect(codeOf(await secondStep(suite, ticket, totpCode(secret, 2)))).toBe(40102);
    expect(codeOf(await secondStep(suite, ticket, wrong[0] ?? ''))).toBe(40102);
  });

  it('counts wrong second-factor answers towards the account lock and logs them', async () => {
    const { email, secret, userId } = await enrolledUser(suite, 'race.lock');
    const valid = [-1, 0, 1, 2].map((offset) => totpCode(secret, offset));
    const wrong = wrongCodes(valid, 6);
    const first = await ticketOf(suite, email);
    for (const code of wrong.slice(0, 3)) {
      expect(codeOf(await secondStep(suite, first, code))).toBe(40018);
    }
    const second = await ticketOf(suite, email);
    // Five wrong answers (LOCKOUT_MAX_FAILURES): the account is locked.
    for (const code of wrong.slice(3, 5)) {
      expect(codeOf(await secondStep(suite, second, code))).toBe(40018);
    }
    expect(codeOf(await passwordGrant(suite.app, email, VALID_PASSWORD))).toBe(40010);
    // The ticket still has an answer left, but the account's counter is spent: the right code
    // gets the refusal of a spent step.
    expect(codeOf(await secondStep(suite, second, totpCode(secret, 1)))).toBe(40102);
    expect(await failedSignIns(suite, userId)).toBe(5);
    const locked = await suite.database.db
      .selectFrom('activity_events')
      .select('type')
      .where('user_id', '=', userId)
      .where('type', '=', 'account-locked')
      .execute();
    expect(locked).toHaveLength(1);
  });
});

/** Decision 039, finding 2: the console's authenticator code, taken before it is evaluated. */
describe.each(databases)('second-factor guessing (staff) on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '5' });
  const { call, passwordStep } = consoleTester(suite);

  it('evaluates at most LOCKOUT_MAX_FAILURES of 29 wrong and 1 right parallel codes', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const half = await passwordStep(admin);
    const valid = [-1, 0, 1].map((offset) =>
      admin.totp.generate({ timestamp: Date.now() + offset * 30_000 }),
    );
    const wrong = wrongCodes(valid, 29);
    const answers = await Promise.all(
      [...wrong, valid[1] ?? ''].map((code) =>
        call('POST', consolePaths.signInTotp, half, { code }),
      ),
    );
    const wrongAnswers = answers.slice(0, 29).map(codeOf);
    const evaluated = wrongAnswers.filter((code) => code === 40111).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(wrongAnswers.every((code) => code === 40111 || code === 40113)).toBe(true);
    const rightAnswer = answers[29];
    const audited = await suite.database.db
      .selectFrom('staff_audit')
      .select('action')
      .where('staff_email', '=', admin.email)
      .where('action', '=', 'sign-in-failed')
      .execute();
    expect(audited).toHaveLength(evaluated);
    if (rightAnswer?.statusCode !== 200) {
      expect(codeOf(rightAnswer ?? { body: '{}' })).toBe(40113);
      expect(evaluated).toBe(5);
      // The account is locked now: from elsewhere its right password alone answers exactly as a
      // wrong password for an unknown address (no answer tells a locked account apart).
      const from = (email: string, password: string) =>
        suite.app.inject({
          method: 'POST',
          url: consolePaths.signIn,
          remoteAddress: '192.0.2.99',
          payload: { email, password },
        });
      const locked = await from(admin.email, admin.password);
      const unknown = await from(uniqueEmail('nobody'), 'wrong-password-123');
      expect([locked.statusCode, codeOf(locked)]).toEqual([unknown.statusCode, codeOf(unknown)]);
    }
  });
});

/** Decision 039, finding 3: no lock-out by strangers, no staff enumeration. */
describe.each(databases)('console sign-in counters on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '5', RATE_LIMIT_PER_MINUTE: '1000' });
  const { call } = consoleTester(suite);
  const attempt = (email: string, password: string, ip: string, code?: string) =>
    suite.app.inject({
      method: 'POST',
      url: consolePaths.signIn,
      remoteAddress: ip,
      payload: { email, password, ...(code === undefined ? {} : { code }) },
    });

  it('answers a staff address and an unknown one alike at every attempt', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 8; i += 1) {
      const known = await attempt(admin.email, 'wrong-password-123', '203.0.113.10');
      const unknown = await attempt(nobody, 'wrong-password-123', '203.0.113.11');
      expect([known.statusCode, codeOf(known)], `attempt ${i + 1}`).toEqual([
        unknown.statusCode,
        codeOf(unknown),
      ]);
    }
  });

  it('evaluates at most LOCKOUT_MAX_FAILURES of 15 parallel wrong passwords from one address', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => attempt(admin.email, 'wrong-password-123', '203.0.113.20')),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 40111)).toHaveLength(5);
    expect(codes.filter((code) => code === 40113)).toHaveLength(10);
    const audited = await suite.database.db
      .selectFrom('staff_audit')
      .select('action')
      .where('staff_email', '=', admin.email)
      .execute();
    expect(audited.filter((entry) => entry.action === 'sign-in-failed')).toHaveLength(5);
  });

  it('a stranger cannot shut an admin out: both right factors sign a locked account in', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    // Wrong passwords from ten addresses: past the account's LOCKOUT_MAX_FAILURES.
    for (let i = 0; i < 10; i += 1) {
      expectCode(
        await attempt(admin.email, 'wrong-password-123', `198.51.100.${i + 1}`),
        401,
        40111,
      );
    }
    const own = '192.0.2.7';
    const code = admin.totp.generate();
    const wrongCode = wrongCodes([code], 1)[0] ?? '';
    // Anything less than both right factors answers exactly as a wrong password.
    expectCode(await attempt(admin.email, admin.password, own), 401, 40111);
    expectCode(await attempt(admin.email, admin.password, own, wrongCode), 401, 40111);
    expectCode(await attempt(admin.email, 'wrong-password-123', own, code), 401, 40111);
    // Both right: signed in (no second step), and the account is unlocked.
    const done = await attempt(admin.email, admin.password, own, code);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<{ data: { secondFactorRequired: boolean; csrfToken: string } }>();
    expect(body.data.secondFactorRequired).toBe(false);
    const session = { cookie: consoleCookieOf(done), csrf: body.data.csrfToken };
    expect((await call('GET', consolePaths.me, session)).statusCode).toBe(200);
    const half = await attempt(admin.email, admin.password, own);
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json<{ data: { secondFactorRequired: boolean } }>().data.secondFactorRequired).toBe(
      true,
    );
  });
});
