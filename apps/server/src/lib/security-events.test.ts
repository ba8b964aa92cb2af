import { consolePaths } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS, SECURITY_EVENT_MESSAGE } from '#lib/security-events.ts';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff } from '#testing/console-session.ts';
import {
  databases,
  passwordGrant,
  registerUser,
  signIn,
  tokenCall,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { enrolTotp, totpCode } from '#testing/totp.ts';

interface SecurityLine {
  msg: string;
  event: string;
  userId?: string;
  staff?: string;
  action?: string;
  ip?: string | null;
  [field: string]: unknown;
}

/** Decision 045: security events are JSON log lines with a stable `event`, for a SIEM. */
describe.each(databases)('security events in the log on %s', (kind) => {
  const lines: string[] = [];
  const suite = appSuite(
    kind,
    { LOG_LEVEL: 'info', LOCKOUT_MAX_FAILURES: '2', CODE_MAX_ATTEMPTS: '3' },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
  const tester = consoleTester(suite);
  const events = (): SecurityLine[] =>
    lines
      .map((line) => JSON.parse(line) as SecurityLine)
      .filter((line) => line.msg === SECURITY_EVENT_MESSAGE);
  const userIdOf = async (email: string) =>
    (
      await suite.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('names every activity type with its own stable event', () => {
    const names = Object.values(ACCOUNT_EVENTS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^account\.[a-z_]+$/);
  });

  it('logs failed sign-ins and the account lock, with the account id and no address', async () => {
    const email = uniqueEmail('siem.lock');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    await passwordGrant(suite.app, email, 'Wrong1234');
    await passwordGrant(suite.app, email, 'Wrong1234');
    const mine = events().filter((line) => line.userId === userId);
    expect(mine.filter((line) => line.event === 'account.sign_in_failed')).toHaveLength(2);
    expect(mine.filter((line) => line.event === 'account.locked')).toHaveLength(1);
    expect(mine[0]).toHaveProperty('ip');
    expect(JSON.stringify(mine)).not.toContain(email);
  });

  it('logs a wrong second-factor code', async () => {
    const email = uniqueEmail('siem.totp');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    const { access_token } = await signIn(suite.app, email);
    const secret = await enrolTotp(suite.app, access_token);
    const first = (await passwordGrant(suite.app, email, VALID_PASSWORD)).json<{
      second_factor_token: string;
    }>();
    const wrongCode = totpCode(secret, 10);
    const wrong = await tokenCall(suite.app, {
      grant_type: 'second_factor',
      second_factor_token: first.second_factor_token,
      code: wrongCode,
    });
    expect(wrong.json()).toMatchObject({ code: 40018 });
    expect(
      events().filter(
        (line) => line.userId === userId && line.event === 'account.second_factor_failed',
      ),
    ).toEqual([expect.objectContaining({ factor: 'totp' })]);
    expect(
      events().some((line) => line.userId === userId && line.event === 'account.totp_enabled'),
    ).toBe(true);
  });

  it('logs staff sign-in failures, sign-ins and actions', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const refused = await tester.call('POST', consolePaths.signIn, undefined, {
      email: staff.email,
      password: `${staff.password}x`,
    });
    expect(refused.statusCode).not.toBe(200);
    const session = await tester.signIn(staff);
    const email = uniqueEmail('siem.search');
    await registerUser(suite.app, email);
    const search = await tester.call(
      'GET',
      `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(email)}`,
      session,
    );
    expect(search.statusCode, search.body).toBe(200);
    const theirs = events().filter((line) => line.staff === staff.email);
    expect(theirs.map((line) => line.event)).toEqual([
      'staff.sign_in_failed',
      'staff.sign_in',
      'staff.action',
    ]);
    expect(theirs[2]).toMatchObject({ action: 'user-search', tenantId: '000000' });
  });
});
