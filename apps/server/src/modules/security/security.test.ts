import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '#modules/admin/admin-commands.ts';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  testConfig,
  tokenCall,
  tokenWorks,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SessionView {
  id: string;
  device: { browser: string | null; os: string | null; type: string | null } | null;
  ip: string | null;
  current: boolean;
  signedInAt: string;
  lastSeenAt: string;
}

/** Issue 24: signed-in devices and the account's activity log. */
describe.each(databases)('signed-in devices and activity on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '2' });

  /** A password sign-in from a browser (User-Agent) at an address. */
  const signInFrom = async (email: string, userAgent: string, ip: string) => {
    const response = await passwordGrant(suite.app, email, VALID_PASSWORD, {
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string; refresh_token: string }>();
  };
  const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
    suite.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      ...(payload === undefined ? {} : { payload }),
    });
  const sessionsOf = async (token: string) => {
    const response = await call('GET', paths.sessions, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ data: { sessions: SessionView[] } }>().data.sessions;
  };
  const activityOf = async (token: string) => {
    const response = await call('GET', paths.activity, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { events: { type: string; ip: string | null }[] } }>().data.events;
  };

  it('lists the sessions with their browser, system and address, the current one marked', async () => {
    const email = uniqueEmail('dev.list');
    await registerUser(suite.app, email);
    const laptop = await signInFrom(email, FIREFOX, '203.0.113.7');
    const phone = await signInFrom(email, IPHONE, '198.51.100.23');

    const seen = await sessionsOf(laptop.access_token);
    expect(seen).toHaveLength(2);
    const current = seen.find((session) => session.current);
    expect(current).toMatchObject({
      ip: '203.0.113.7',
      device: { browser: 'Firefox', os: 'Windows 10' },
    });
    expect(seen.find((session) => !session.current)).toMatchObject({
      ip: '198.51.100.23',
      device: { browser: 'Mobile Safari', os: 'iOS 17.5', type: 'mobile' },
    });
    // From the phone, the phone is the current one.
    const fromPhone = await sessionsOf(phone.access_token);
    expect(fromPhone.find((session) => session.current)?.ip).toBe('198.51.100.23');
  });

  it('a refresh from another address moves the session there and keeps its browser', async () => {
    const email = uniqueEmail('dev.move');
    await registerUser(suite.app, email);
    const laptop = await signInFrom(email, FIREFOX, '203.0.113.7');
    const refreshed = await suite.app.inject({
      method: 'POST',
      url: paths.token,
      remoteAddress: '192.0.2.44',
      headers: {
        authorization: `Basic ${Buffer.from('aurora-web:aurora-web-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': IPHONE,
      },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: laptop.refresh_token,
      }).toString(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [session] = await sessionsOf(refreshed.json<{ access_token: string }>().access_token);
    expect(session).toMatchObject({
      ip: '192.0.2.44',
      device: { browser: 'Firefox', os: 'Windows 10' },
    });
  });

  it('ends another session: its access token and its refresh are refused at once', async () => {
    const email = uniqueEmail('dev.end');
    await registerUser(suite.app, email);
    const mine = await signIn(suite.app, email);
    const other = await signIn(suite.app, email);
    const otherId = (await sessionsOf(mine.access_token)).find((s) => !s.current)?.id ?? '';

    const ended = await call('POST', paths.endSession, mine.access_token, { sessionId: otherId });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await tokenWorks(suite.app, other.access_token)).toBe(false);
    const refresh = await tokenCall(suite.app, {
      grant_type: 'refresh_token',
      refresh_token: other.refresh_token,
    });
    expect(refresh.json()).toMatchObject({ code: 40102 });
    expect(await tokenWorks(suite.app, mine.access_token)).toBe(true);
    expect(await sessionsOf(mine.access_token)).toHaveLength(1);

    // Ended already, unknown, or another account's session: 40401, nothing changes.
    const again = await call('POST', paths.endSession, mine.access_token, { sessionId: otherId });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 40401 });
    const stranger = uniqueEmail('dev.x');
    await registerUser(suite.app, stranger);
    const theirs = await signIn(suite.app, stranger);
    const theirId = (await sessionsOf(theirs.access_token))[0]?.id ?? '';
    const foreign = await call('POST', paths.endSession, mine.access_token, { sessionId: theirId });
    expect(foreign.json()).toMatchObject({ code: 40401 });
    expect(await tokenWorks(suite.app, theirs.access_token)).toBe(true);
  });

  it('refuses bad input and callers without a session', async () => {
    const email = uniqueEmail('dev.bad');
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    const malformed = await call('POST', paths.endSession, access_token, { sessionId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ code: number }>().code).not.toBe(0);
    for (const [method, url] of [
      ['GET', paths.sessions],
      ['GET', paths.activity],
      ['POST', paths.endOtherSessions],
    ] as const) {
      const none = await call(method, url, undefined);
      expect(none.json(), url).toMatchObject({ code: 40100 });
      const made = await call(method, url, 'made-up-token');
      expect(made.json(), url).toMatchObject({ code: 40100 });
    }
  });

  it('signs every other session out, and a refresh renews when the session was last seen', async () => {
    const email = uniqueEmail('dev.others');
    await registerUser(suite.app, email);
    const mine = await signIn(suite.app, email);
    const others = [await signIn(suite.app, email), await signIn(suite.app, email)];
    const ended = await call('POST', paths.endOtherSessions, mine.access_token, {
      currentPassword: VALID_PASSWORD,
    });
    expect(ended.json()).toMatchObject({ code: 0, data: { ended: 2 } });
    for (const other of others) expect(await tokenWorks(suite.app, other.access_token)).toBe(false);

    const before = (await sessionsOf(mine.access_token))[0]?.lastSeenAt ?? '';
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await tokenCall(suite.app, {
      grant_type: 'refresh_token',
      refresh_token: mine.refresh_token,
    });
    const renewed = refreshed.json<{ access_token: string }>();
    const after = (await sessionsOf(renewed.access_token))[0]?.lastSeenAt ?? '';
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  it('writes every security event to the account activity, newest first; the admin tool reads it', async () => {
    const email = uniqueEmail('act.log');
    const productId = await registerUser(suite.app, email);
    await passwordGrant(suite.app, email, 'Wrong-pass1');
    await passwordGrant(suite.app, email, 'Wrong-pass1'); // the second failure locks (max 2)
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json()).toMatchObject({
      code: 40010,
    });
    const { access_token } = await (async () => {
      // The lock is lifted by the admin tool, then the owner signs in.
      await runAdminCommand(parseAdminArgs(['unlock', email]), {
        db: suite.database.db,
        kind,
        config: testConfig(),
        print: () => undefined,
      });
      return signInFrom(email, FIREFOX, '203.0.113.9');
    })();
    const other = await signIn(suite.app, email);
    await call('POST', paths.endOtherSessions, access_token, { currentPassword: VALID_PASSWORD });
    const changed = await call('POST', paths.changePassword, access_token, {
      currentPassword: VALID_PASSWORD,
      password: 'Another-Pass9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(other.access_token).toBeTruthy();

    const { access_token: fresh } = await signIn(suite.app, email, 'Another-Pass9');
    const events = await activityOf(fresh);
    expect(events.map((event) => event.type)).toEqual([
      'sign-in',
      'password-changed',
      'other-sessions-ended',
      'sign-in',
      'sign-in',
      // The lock is written while the second wrong password is being refused.
      'sign-in-failed',
      'account-locked',
      'sign-in-failed',
    ]);
    expect(events[4]).toMatchObject({ type: 'sign-in', ip: '203.0.113.9' });

    const lines: string[] = [];
    await runAdminCommand(parseAdminArgs(['activity', productId]), {
      db: suite.database.db,
      kind,
      config: testConfig(),
      print: (line) => lines.push(line),
    });
    expect(lines[0]).toBe(`account ${productId} (tenant 000000): 8 events`);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z {2}sign-in {2}/);
    expect(lines.some((line) => line.includes('account-locked'))).toBe(true);
    expect(lines.some((line) => line.includes('Firefox/128.0'))).toBe(true);
    // Another account sees none of these.
    const stranger = uniqueEmail('act.x');
    await registerUser(suite.app, stranger);
    expect(await activityOf((await signIn(suite.app, stranger)).access_token)).toEqual([
      {
        id: expect.any(String),
        type: 'sign-in',
        at: expect.any(String),
        ip: '127.0.0.1',
        device: null,
      },
    ]);
  });

  it('a password sign-in writes its session, device, event and lock counter in one statement: all or nothing (decision 060)', async () => {
    const email = uniqueEmail('act.batch');
    await registerUser(suite.app, email);
    const { id: userId } = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const count = async (
      table: 'sessions' | 'known_devices' | 'activity_events' | 'login_attempts',
    ) =>
      (
        await suite.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).count;
    expect(await count('login_attempts')).toBe(0);
    const before = {
      sessions: await count('sessions'),
      devices: await count('known_devices'),
      events: await count('activity_events'),
    };

    // The activity log refuses this account's sign-in event: nothing else may be written either.
    await sql
      .raw(
        `CREATE FUNCTION refuse_batch_test() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF NEW.user_id = '${userId}' AND NEW.type = 'sign-in' THEN
             RAISE EXCEPTION 'refused by the test';
           END IF;
           RETURN NEW;
         END $$;
         CREATE TRIGGER refuse_batch_test BEFORE INSERT ON activity_events
           FOR EACH ROW EXECUTE FUNCTION refuse_batch_test();`,
      )
      .execute(suite.database.db);
    try {
      const refused = await passwordGrant(suite.app, email, VALID_PASSWORD);
      expect(refused.statusCode).toBe(500);
      expect(await count('sessions')).toBe(before.sessions);
      expect(await count('known_devices')).toBe(before.devices);
      expect(await count('activity_events')).toBe(before.events);
      // The attempt the sign-in claimed stays counted: its clear was undone with the rest.
      expect(await count('login_attempts')).toBe(1);
    } finally {
      await sql
        .raw(
          'DROP TRIGGER refuse_batch_test ON activity_events; DROP FUNCTION refuse_batch_test();',
        )
        .execute(suite.database.db);
    }

    // Without the trigger, one sign-in writes all of it.
    const signedIn = await signInFrom(email, FIREFOX, '203.0.113.44');
    expect(await count('sessions')).toBe(before.sessions + 1);
    expect(await count('known_devices')).toBe(before.devices + 1);
    expect(await count('activity_events')).toBe(before.events + 1);
    expect(await count('login_attempts')).toBe(0);
    const [session] = await sessionsOf(signedIn.access_token);
    expect(session).toMatchObject({
      current: true,
      ip: '203.0.113.44',
      device: { browser: 'Firefox' },
    });
    expect(Date.parse(session?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await activityOf(signedIn.access_token))[0]).toMatchObject({
      type: 'sign-in',
      ip: '203.0.113.44',
    });
  });
});
