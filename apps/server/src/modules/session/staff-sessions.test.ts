import { CONSOLE_SESSION_COOKIE, consolePaths } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { hashToken } from '#lib/secrets.ts';
import { OidcRepo } from '#modules/oidc/oidc.repo.ts';
import { SessionRepo } from '#modules/session/session.repo.ts';
import { SessionService } from '#modules/session/session.service.ts';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import {
  AUTH_HEADER,
  databases,
  registerUser,
  signIn,
  tokenWorks,
  uniqueEmail,
} from '#testing/test-app.ts';

/**
 * Staff sessions are the second principal of the one session store (decision 046): they end
 * through `SessionService.revoke` like user sessions, and a token of one principal never opens a
 * session of the other.
 */
describe.each(databases)('staff sessions in the session store on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);
  const service = () =>
    new SessionService({
      db: suite.database.db,
      repo: new SessionRepo(),
      providers: new OidcRepo(suite.database.db),
    });

  /** The store's row of a console session, found by its cookie's token hash. */
  const rowOf = (session: ConsoleSession) =>
    suite.database.db
      .selectFrom('sessions')
      .select(['id', 'principal', 'staff_id', 'user_id', 'revoked_at', 'revoked_reason'])
      .where('token_hash', '=', hashToken(session.cookie.slice(CONSOLE_SESSION_COOKIE.length + 1)))
      .executeTakeFirstOrThrow();

  it('keeps console sessions in `sessions` as principal staff, ended by revoke({ session })', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const first = await tester.signIn(staff);
    const second = await tester.signIn(staff);
    const row = await rowOf(first);
    expect(row).toMatchObject({ principal: 'staff', user_id: null, revoked_at: null });
    expect(row.staff_id).toEqual(expect.any(String));

    expect(await service().revoke({ principal: 'staff', session: row.id }, 'test')).toBe(1);
    expectCode(await tester.call('GET', consolePaths.me, first), 401, 40110);
    expect((await rowOf(first)).revoked_reason).toBe('test');
    // The member's other session goes on.
    expect((await tester.call('GET', consolePaths.me, second)).statusCode).toBe(200);
    // Ending it again ends nothing more.
    expect(await service().revoke({ principal: 'staff', session: row.id }, 'again')).toBe(0);
    expect((await rowOf(first)).revoked_reason).toBe('test');
  });

  it('ends every console session of a member but one with revoke({ account, except })', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const other = await createStaff(suite.database.db, kind, 'support');
    const signedIn = await tester.signIn(staff);
    const kept = await tester.passwordStep(staff);
    const half = await tester.passwordStep(staff);
    const othersSession = await tester.signIn(other);
    const keptRow = await rowOf(kept);

    const ended = await service().revoke(
      { principal: 'staff', account: keptRow.staff_id ?? '', except: keptRow.id },
      'test',
    );
    expect(ended).toBe(2);
    expectCode(await tester.call('GET', consolePaths.me, signedIn), 401, 40110);
    expectCode(await tester.call('GET', consolePaths.me, half), 401, 40110);
    // The kept half session still reaches its second step (40112: code still to come).
    expectCode(await tester.call('GET', consolePaths.me, kept), 401, 40112);
    expect((await tester.call('GET', consolePaths.me, othersSession)).statusCode).toBe(200);
  });

  it('never ends a session of the other principal', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const console = await tester.signIn(staff);
    const consoleRow = await rowOf(console);
    const email = uniqueEmail('principals');
    await registerUser(suite.app, email);
    const user = await signIn(suite.app, email);
    const userSession = await suite.database.db
      .selectFrom('access_tokens')
      .select('session_id')
      .where('token_hash', '=', hashToken(user.access_token))
      .executeTakeFirstOrThrow();

    // A user target naming the staff session or the staff member ends nothing of the console.
    expect(await service().revoke({ session: consoleRow.id }, 'test')).toBe(0);
    expect(await service().revoke({ account: consoleRow.staff_id ?? '' }, 'test')).toBe(0);
    expect((await tester.call('GET', consolePaths.me, console)).statusCode).toBe(200);
    // A staff target naming the user's session ends nothing of the user.
    expect(
      await service().revoke({ principal: 'staff', session: userSession.session_id }, 'test'),
    ).toBe(0);
    expect(await tokenWorks(suite.app, user.access_token)).toBe(true);
  });

  it('refuses a user token as a console session and a console token as a user token', async () => {
    const staff = await createStaff(suite.database.db, kind, 'admin');
    const console = await tester.signIn(staff);
    const consoleToken = console.cookie.slice(CONSOLE_SESSION_COOKIE.length + 1);
    const email = uniqueEmail('refusals');
    await registerUser(suite.app, email);
    const user = await signIn(suite.app, email);

    // The user's access and refresh tokens in the console cookie: no session (40110).
    for (const token of [user.access_token, user.refresh_token]) {
      expectCode(
        await tester.call('GET', consolePaths.me, {
          cookie: `${CONSOLE_SESSION_COOKIE}=${token}`,
          csrf: console.csrf,
        }),
        401,
        40110,
      );
    }
    // The console's token as a user's access token: refused, as any unknown token.
    expect(await tokenWorks(suite.app, consoleToken)).toBe(false);
    const asBearer = await suite.app.inject({
      method: 'GET',
      url: consolePaths.me,
      headers: { [AUTH_HEADER]: consoleToken },
    });
    expectCode(asBearer, 403, 40323);
    // Both still work as what they are.
    expect((await tester.call('GET', consolePaths.me, console)).statusCode).toBe(200);
    expect(await tokenWorks(suite.app, user.access_token)).toBe(true);
  });

  it('refuses a staff row without its console fields and a user row with them', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const row = await rowOf(await tester.signIn(staff));
    await expect(
      suite.database.db
        .insertInto('sessions')
        .values({ principal: 'staff', staff_id: row.staff_id ?? '', client_id: 'console' })
        .execute(),
    ).rejects.toThrow(/sessions_principal_check/);
    await expect(
      suite.database.db
        .insertInto('sessions')
        .values({
          principal: 'user',
          staff_id: row.staff_id ?? '',
          client_id: 'console',
          token_hash: 'x',
          csrf_token: 'x',
          idle_expires_at: new Date(),
          expires_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow(/sessions_principal_check/);
  });
});
