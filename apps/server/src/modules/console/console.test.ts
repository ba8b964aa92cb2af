import {
  CONSOLE_AUDIT_ACTIONS,
  CONSOLE_SESSION_COOKIE,
  consolePaths,
  SECOND_BRAND_TENANT_ID,
} from '@account-centre/contract';
import type { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  AdminCommandError,
  AdminUsageError,
  parseAdminArgs,
  runAdminCommand,
} from '#modules/admin/admin-commands.ts';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  registerUser,
  signIn,
  testConfig,
  tokenCall,
  tokenWorks,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff, expectCode } from '#testing/console-session.ts';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The code of the next time step: each step is accepted once. */
const nextCode = (totp: TOTP, offset: number) =>
  totp.generate({ timestamp: Date.now() + offset * 30_000 });

describe.each(databases)('support console on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '3' });

  const { call, passwordStep, signIn: signInStaff, lastCodeOf } = consoleTester(suite);

  it('signs staff in with password then authenticator code, with a strict HttpOnly cookie', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const response = await call('POST', consolePaths.signIn, undefined, {
      email: admin.email,
      password: admin.password,
    });
    const setCookie = String([response.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/console/);
    expect(response.headers['cache-control']).toBe('no-store');

    const session = await signInStaff(admin);
    const me = await call('GET', consolePaths.me, session);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ data: { email: admin.email, role: 'admin' } });

    const out = await call('POST', consolePaths.signOut, session);
    expect(out.statusCode, out.body).toBe(200);
    expectCode(await call('GET', consolePaths.me, session), 401, 40110);
    // A code is accepted once: the same one again is refused.
    const again = await passwordStep(admin);
    expectCode(
      await call('POST', consolePaths.signInTotp, again, { code: lastCodeOf(admin) }),
      401,
      40111,
    );
  });

  it('create-staff refuses a bad role, a bad or taken e-mail address, and changes nothing', async () => {
    expect(() => parseAdminArgs(['create-staff', 'x@example.com', '--role', 'boss'])).toThrow(
      AdminUsageError,
    );
    expect(() => parseAdminArgs(['create-staff'])).toThrow(AdminUsageError);
    expect(() => parseAdminArgs(['unlock', 'x@example.com', '--role', 'admin'])).toThrow(
      AdminUsageError,
    );
    const run = (argv: string[]) =>
      runAdminCommand(parseAdminArgs(argv), {
        db: suite.database.db,
        kind,
        config: testConfig(),
        print: () => undefined,
      });
    await expect(run(['create-staff', 'not-an-address'])).rejects.toThrow(AdminCommandError);
    const taken = await createStaff(suite.database.db, kind, 'support');
    await expect(run(['create-staff', taken.email, '--role', 'admin'])).rejects.toThrow(
      /exists already/,
    );
    // The first one still signs in as support.
    const session = await signInStaff(taken);
    const me = await call('GET', consolePaths.me, session);
    expect(me.json()).toMatchObject({ data: { email: taken.email, role: 'support' } });
  });

  it('ends a session idle past CONSOLE_SESSION_IDLE_SECONDS or past its lifetime', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const idle = await signInStaff(staff);
    const old = await signInStaff(staff);
    const { db } = suite.database;
    const staffId = (
      await db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', staff.email)
        .executeTakeFirstOrThrow()
    ).id;
    const sessions = await db
      .selectFrom('sessions')
      .select(['id', 'created_at'])
      .where('principal', '=', 'staff')
      .where('staff_id', '=', staffId)
      .orderBy('created_at')
      .execute();
    expect(sessions).toHaveLength(2);
    // The first has been idle too long; the second is past its absolute lifetime.
    await db
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sessions[0]?.id ?? '')
      .execute();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sessions[1]?.id ?? '')
      .execute();
    expectCode(await call('GET', consolePaths.me, idle), 401, 40110);
    expectCode(await call('GET', consolePaths.me, old), 401, 40110);
  });

  it('refuses a session that passed only the password (no second factor)', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const half = await passwordStep(admin);
    expectCode(await call('GET', consolePaths.me, half), 401, 40112);
    expectCode(
      await call('GET', `${consolePaths.users}?tenant=000000&account=a@b.co`, half),
      401,
      40112,
    );
  });

  it('refuses a wrong password, an unknown e-mail and a wrong code, then locks', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    expectCode(
      await call('POST', consolePaths.signIn, undefined, {
        email: admin.email,
        password: 'wrong-password-123',
      }),
      401,
      40111,
    );
    expectCode(
      await call('POST', consolePaths.signIn, undefined, {
        email: uniqueEmail('nobody'),
        password: 'wrong-password-123',
      }),
      401,
      40111,
    );
    const half = await passwordStep(admin);
    const code = nextCode(admin.totp, 0);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectCode(await call('POST', consolePaths.signInTotp, half, { code: wrong }), 401, 40111);
    // Third failure from this address and IP (LOCKOUT_MAX_FAILURES=3, decision 039): its counter
    // is spent, so even the right password is not evaluated (40113, as for an unknown address).
    expectCode(
      await call('POST', consolePaths.signInTotp, half, {
        code: '000000' === code ? '111111' : '000000',
      }),
      401,
      40111,
    );
    expectCode(
      await call('POST', consolePaths.signIn, undefined, {
        email: admin.email,
        password: admin.password,
      }),
      401,
      40113,
    );
  });

  it('refuses calls without a session, with a user token or a relying-party token', async () => {
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const session = await signInStaff(admin);
    const email = uniqueEmail('user.token');
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);

    expectCode(await call('GET', consolePaths.me), 401, 40110);
    expectCode(
      await call('GET', consolePaths.me, undefined, undefined, {
        [AUTH_HEADER]: access_token,
      }),
      403,
      40323,
    );
    // Even beside a live console session, a user's or relying party's token is refused.
    expectCode(
      await call('GET', consolePaths.me, session, undefined, {
        [AUTH_HEADER]: access_token,
      }),
      403,
      40323,
    );
    expectCode(
      await call('GET', consolePaths.me, session, undefined, {
        authorization: `Bearer ${access_token}`,
      }),
      403,
      40323,
    );
    expectCode(
      await call(
        'POST',
        consolePaths.signIn,
        undefined,
        {
          email: admin.email,
          password: admin.password,
        },
        { authorization: `Bearer ${access_token}` },
      ),
      403,
      40323,
    );
    // A made-up cookie is no session.
    expectCode(
      await call('GET', consolePaths.me, { cookie: `${CONSOLE_SESSION_COOKIE}=forged` }),
      401,
      40110,
    );
  });

  it('finds an account, shows it without secrets, unlocks it and ends its sessions', async () => {
    const admin = await createStaff(suite.database.db, kind, 'support');
    const session = await signInStaff(admin);
    const email = uniqueEmail('helped');
    const productId = await registerUser(suite.app, email);
    const { refresh_token, access_token } = await signIn(suite.app, email);
    for (let i = 0; i < 3; i += 1) await passwordGrant(suite.app, email, 'Wrong-Password-1');
    expectCode(await passwordGrant(suite.app, email, VALID_PASSWORD), 400, 40010);

    const found = await call(
      'GET',
      `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(productId)}`,
      session,
    );
    expect(found.statusCode, found.body).toBe(200);
    const users = found.json<{ data: { users: { id: string; lockedUntil: string | null }[] } }>()
      .data.users;
    expect(users).toHaveLength(1);
    const userId = users[0]?.id ?? '';
    expect(users[0]?.lockedUntil).not.toBeNull();

    const detail = await call('GET', `${consolePaths.users}/${userId}?tenant=000000`, session);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const data = detail.json<{
      data: { sessions: unknown[]; totpEnabled: boolean; activity: { type: string }[] };
    }>().data;
    expect(data.sessions).toHaveLength(1);
    expect(data.totpEnabled).toBe(false);
    expect(data.activity.map((event) => event.type)).toContain('account-locked');

    const action = (name: string) =>
      call('POST', `${consolePaths.users}/${userId}/actions`, session, {
        tenant: '000000',
        action: name,
      });
    const unlocked = await action('unlock');
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ data: { users: [{ lockedUntil: null }] } });
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);

    expect((await action('end-sessions')).statusCode).toBe(200);
    expect(await tokenWorks(suite.app, access_token)).toBe(false);
    expectCode(
      await tokenCall(suite.app, { grant_type: 'refresh_token', refresh_token }),
      401,
      40102,
    );

    const flagged = await action('flag-double-check');
    expect(flagged.json()).toMatchObject({ data: { users: [{ doubleCheckRequired: true }] } });
  });

  it('disables an account: it is signed out and cannot sign in until enabled', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const session = await signInStaff(staff);
    const email = uniqueEmail('disabled');
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    const search = await call(
      'GET',
      `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(email)}`,
      session,
    );
    const userId = search.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
    const action = (name: string) =>
      call('POST', `${consolePaths.users}/${userId}/actions`, session, {
        tenant: '000000',
        action: name,
      });
    const disabled = await action('disable');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await tokenWorks(suite.app, access_token)).toBe(false);
    const refused = await passwordGrant(suite.app, email, VALID_PASSWORD);
    expectCode(refused, 403, 40320);
    expect(refused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'account disabled',
    });
    // A wrong password says only that it is wrong.
    expectCode(await passwordGrant(suite.app, email, 'Wrong-Password-1'), 400, 40011);

    expect((await action('enable')).statusCode).toBe(200);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps accounts to their tenant, refuses bad input and a missing CSRF token', async () => {
    const staff = await createStaff(suite.database.db, kind, 'support');
    const session = await signInStaff(staff);
    const email = uniqueEmail('tenant');
    await registerUser(suite.app, email);
    const search = (tenant: string, account: string) =>
      call(
        'GET',
        `${consolePaths.users}?tenant=${tenant}&account=${encodeURIComponent(account)}`,
        session,
      );
    const found = await search('000000', email);
    const userId = found.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
    expect(userId).not.toBe('');
    // Another tenant: the same address names nobody, the id nothing.
    expect((await search(SECOND_BRAND_TENANT_ID, email)).json()).toMatchObject({
      data: { users: [] },
    });
    expectCode(
      await call(
        'GET',
        `${consolePaths.users}/${userId}?tenant=${SECOND_BRAND_TENANT_ID}`,
        session,
      ),
      404,
      40400,
    );
    expectCode(
      await call('POST', `${consolePaths.users}/${userId}/actions`, session, {
        tenant: SECOND_BRAND_TENANT_ID,
        action: 'disable',
      }),
      404,
      40400,
    );
    expectCode(await search('000000', 'not an account'), 400, 10007);
    expectCode(await search('12', email), 400, 40000);

    // Without (or with a wrong) CSRF token nothing changes.
    const noCsrf = await call(
      'POST',
      `${consolePaths.users}/${userId}/actions`,
      { cookie: session.cookie },
      { tenant: '000000', action: 'disable' },
    );
    expectCode(noCsrf, 403, 40321);
    expectCode(
      await call(
        'POST',
        `${consolePaths.users}/${userId}/actions`,
        { cookie: session.cookie, csrf: 'wrong' },
        { tenant: '000000', action: 'disable' },
      ),
      403,
      40321,
    );
    expectCode(await call('POST', consolePaths.signOut, { cookie: session.cookie }), 403, 40321);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('audits every action, shown to admins only', async () => {
    const support = await createStaff(suite.database.db, kind, 'support');
    const admin = await createStaff(suite.database.db, kind, 'admin');
    const supportSession = await signInStaff(support);
    const email = uniqueEmail('audited');
    const productId = await registerUser(suite.app, email);
    const found = await call(
      'GET',
      `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(email)}`,
      supportSession,
      undefined,
      { 'user-agent': 'Console-Test/1.0' },
    );
    const userId = found.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
    await call(
      'POST',
      `${consolePaths.users}/${userId}/actions`,
      supportSession,
      { tenant: '000000', action: 'unlock' },
      { 'user-agent': FIREFOX_ON_WINDOWS },
    );

    expectCode(await call('GET', consolePaths.audit, supportSession), 403, 40322);

    const adminSession = await signInStaff(admin);
    const audit = await call('GET', consolePaths.audit, adminSession);
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json<{
      data: {
        entries: {
          staffEmail: string;
          action: string;
          target: string | null;
          tenantId: string | null;
          ip: string | null;
          userAgent: string | null;
          device: unknown;
        }[];
      };
    }>().data.entries;
    const mine = entries.filter((entry) => entry.staffEmail === support.email);
    expect(mine.map((entry) => entry.action)).toEqual(['unlock', 'user-search', 'sign-in']);
    expect(mine[0]).toMatchObject({ target: productId, tenantId: '000000', ip: '127.0.0.1' });
    // The whole User-Agent, and the browser and system it names (none for an unknown one).
    expect(mine[0]?.userAgent).toBe(FIREFOX_ON_WINDOWS);
    expect(mine[0]?.device).toEqual({ browser: 'Firefox', os: 'Windows 10', type: null });
    expect(mine[1]?.userAgent).toBe('Console-Test/1.0');
    expect(mine[1]?.device).toBeNull();
    // Every action is one the console has labels for.
    for (const entry of entries) {
      expect(CONSOLE_AUDIT_ACTIONS as readonly string[]).toContain(entry.action);
    }
  });
});

describe.each(databases)('support console per-IP limit on %s', (kind) => {
  const suite = appSuite(kind, { RATE_LIMIT_PER_MINUTE: '3' });

  it('limits the console sign-in per client IP (42900 with Retry-After)', async () => {
    const attempt = (ip: string) =>
      suite.app.inject({
        method: 'POST',
        url: consolePaths.signIn,
        remoteAddress: ip,
        payload: { email: 'nobody@example.com', password: 'wrong-password-123' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.50')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.50');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json<{ code: number }>().code).toBe(42900);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is counted apart.
    expect((await attempt('198.51.100.60')).statusCode).toBe(401);
  });
});
