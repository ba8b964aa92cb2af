import { consoleAdminPaths, consolePaths } from '@account-centre/contract';
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { StaffRepo } from '#modules/console/staff.repo.ts';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { databases, uniqueEmail } from '#testing/test-app.ts';

interface Member {
  id: string;
  email: string;
  role: 'support' | 'admin';
  createdAt: string;
  disabledAt: string | null;
  lastSignInAt: string | null;
}
interface Created {
  staff: Member;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

describe.each(databases)('console staff on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  let adminEmail: string;
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    tester.call(method, url, admin, payload);
  const list = async () =>
    (await send('GET', consoleAdminPaths.staff)).json<{ data: { staff: Member[] } }>().data.staff;
  const create = async (role: 'support' | 'admin') => {
    const email = uniqueEmail(`member.${role}`);
    const response = await send('POST', consoleAdminPaths.staff, { email, role });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Created }>().data;
  };
  /** The member the answer created, signed in with its password and authenticator. */
  const signInAs = (created: Created) =>
    tester.signIn({
      email: created.staff.email,
      password: created.password,
      totp: new TOTP({ secret: created.totpSecret, digits: 6, period: 30 }),
    });

  beforeAll(async () => {
    const first = await createStaff(suite.database.db, kind, 'admin');
    adminEmail = first.email;
    admin = await tester.signIn(first);
  });

  it('creates a member who signs in with the password and authenticator handed over', async () => {
    const created = await create('support');
    expect(created.staff).toMatchObject({
      role: 'support',
      disabledAt: null,
      lastSignInAt: null,
    });
    expect(created.password.length).toBeGreaterThanOrEqual(12);
    expect(created.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(created.otpauthUri).toContain(`secret=${created.totpSecret}`);

    const member = await signInAs(created);
    const me = await tester.call('GET', consolePaths.me, member);
    expect(me.json()).toMatchObject({ data: { email: created.staff.email, role: 'support' } });
    const listed = (await list()).find((one) => one.id === created.staff.id);
    expect(listed?.lastSignInAt).not.toBeNull();
    expect((await list()).find((one) => one.email === adminEmail)?.lastSignInAt).not.toBeNull();

    // Audited, without the secrets handed over.
    const audit = await tester.call('GET', consolePaths.audit, admin);
    expect(audit.json()).toMatchObject({
      data: {
        entries: expect.arrayContaining([
          expect.objectContaining({
            action: 'staff-create-support',
            target: created.staff.email,
            staffEmail: adminEmail,
          }),
        ]),
      },
    });
    const rows = JSON.stringify(
      await suite.database.db.selectFrom('staff_audit').selectAll().execute(),
    );
    expect(rows).not.toContain(created.password);
    expect(rows).not.toContain(created.totpSecret);
  });

  it('refuses a taken e-mail address (40910) and a bad one (40080), creating nothing', async () => {
    const created = await create('support');
    const before = await list();
    expectCode(
      await send('POST', consoleAdminPaths.staff, { email: created.staff.email, role: 'admin' }),
      409,
      40910,
    );
    const bad = await send('POST', consoleAdminPaths.staff, {
      email: 'not-an-address',
      role: 'admin',
    });
    expectCode(bad, 400, 40080);
    expect(bad.json<{ msg: string }>().msg).toContain('not-an-address');
    expect(await list()).toEqual(before);
  });

  it('changes role and disabled state; disabling ends the member’s sessions', async () => {
    const created = await create('support');
    const member = await signInAs(created);
    const url = `${consoleAdminPaths.staff}/${created.staff.id}`;
    expectCode(await tester.call('GET', consoleAdminPaths.staff, member), 403, 40322);

    const promoted = await send('PATCH', url, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ data: { staff: { role: 'admin', disabledAt: null } } });
    // The role counts from the next call of the same session.
    expect((await tester.call('GET', consoleAdminPaths.staff, member)).statusCode).toBe(200);

    const disabled = await send('PATCH', url, { disabled: true, role: 'support' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<{ data: { staff: Member } }>().data.staff).toMatchObject({
      role: 'support',
    });
    expect(disabled.json<{ data: { staff: Member } }>().data.staff.disabledAt).not.toBeNull();
    expectCode(await tester.call('GET', consolePaths.me, member), 401, 40110);
    // Ended in the one session store (decision 046), not only refused.
    const stored = await suite.database.db
      .selectFrom('sessions')
      .select(['revoked_at', 'revoked_reason'])
      .where('principal', '=', 'staff')
      .where('staff_id', '=', created.staff.id)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.revoked_reason === 'staff disabled')).toBe(true);
    expectCode(
      await tester.call('POST', consolePaths.signIn, undefined, {
        email: created.staff.email,
        password: created.password,
      }),
      401,
      40111,
    );

    const enabled = await send('PATCH', url, { disabled: false });
    expect(enabled.json()).toMatchObject({
      data: { staff: { disabledAt: null, role: 'support' } },
    });
    // The session ended with the disabling: enabling does not bring it back.
    expectCode(await tester.call('GET', consolePaths.me, member), 401, 40110);
    await signInAs(created);

    const actions = await suite.database.db
      .selectFrom('staff_audit')
      .select('action')
      .where('target', '=', created.staff.email)
      .where('action', 'like', 'staff-%')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'staff-create-support',
      'staff-role-admin',
      'staff-role-support',
      'staff-disable',
      'staff-enable',
    ]);
  });

  it('refuses a change of one’s own account (40911), an unknown member (40410), an empty change', async () => {
    const own = (await list()).find((one) => one.email === adminEmail);
    for (const change of [{ role: 'support' }, { disabled: true }, { role: 'admin' }]) {
      expectCode(
        await send('PATCH', `${consoleAdminPaths.staff}/${own?.id ?? ''}`, change),
        409,
        40911,
      );
    }
    expectCode(
      await send('PATCH', `${consoleAdminPaths.staff}/00000000-0000-4000-8000-000000000000`, {
        role: 'support',
      }),
      404,
      40410,
    );
    const created = await create('support');
    expectCode(
      await send('PATCH', `${consoleAdminPaths.staff}/${created.staff.id}`, {}),
      400,
      40080,
    );
    expect((await list()).find((one) => one.email === adminEmail)).toMatchObject({
      role: 'admin',
      disabledAt: null,
    });
  });
});

describe.each(databases)('the last enabled admin on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);

  it('is neither demoted nor disabled, even when two admins demote each other at once', async () => {
    const { db } = suite.database;
    const a = await createStaff(db, kind, 'admin');
    const b = await createStaff(db, kind, 'admin');
    const sessionA = await tester.signIn(a);
    const sessionB = await tester.signIn(b);
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom('staff')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const [idA, idB] = [await idOf(a.email), await idOf(b.email)];

    const [byA, byB] = await Promise.all([
      tester.call('PATCH', `${consoleAdminPaths.staff}/${idB}`, sessionA, { role: 'support' }),
      tester.call('PATCH', `${consoleAdminPaths.staff}/${idA}`, sessionB, { role: 'support' }),
    ]);
    const codes = [byA, byB].map(
      (response) => (JSON.parse(response.body) as { code: number }).code,
    );
    // One demotion goes through; the other is refused: as the last admin (40911), or because its
    // caller was demoted first (40322).
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 40911 || code === 40322)).toHaveLength(1);
    const admins = await db
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    expect(admins).toHaveLength(1);

    // The rule itself, below the guard: the one enabled admin left cannot lose the role or be disabled.
    const [last] = admins;
    const repo = new StaffRepo(db);
    expect(await repo.update(last?.id ?? '', { role: 'support' })).toBe('last-admin');
    expect(await repo.update(last?.id ?? '', { disabled: true })).toBe('last-admin');
    // A support member may be disabled freely; the admin is still one.
    const support = last?.id === idA ? idB : idA;
    expect(await repo.update(support, { disabled: true })).toMatchObject({ role: 'support' });
    expect(
      await db
        .selectFrom('staff')
        .select(['role', 'disabled_at'])
        .where('id', '=', last?.id ?? '')
        .executeTakeFirst(),
    ).toEqual({ role: 'admin', disabled_at: null });
  });
});
