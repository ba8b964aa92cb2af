import { consoleDeletionPaths } from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const at = (path: string, userId: string) => path.replace(':userId', userId);

/** Decision 048: the console's pending deletions; cancel (support, audited), erase (admin only). */
describe.each(databases)('console: pending deletions on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);
  let support: ConsoleSession;
  let admin: ConsoleSession;

  beforeAll(async () => {
    const db = suite.database.db;
    support = await tester.signIn(await createStaff(db, kind, 'support'));
    admin = await tester.signIn(await createStaff(db, kind, 'admin'));
  });

  const pendingAccount = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const answer = await suite.app.inject({
      method: 'POST',
      url: paths.accountDeletion,
      headers: { [AUTH_HEADER]: token },
      payload: { currentPassword: VALID_PASSWORD, confirmation: email },
    });
    expect(answer.statusCode).toBe(200);
    const { id } = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { email, id };
  };

  const auditOf = (userId: string) =>
    suite.database.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_email'])
      .where('target', '=', userId)
      .execute();

  it('lists pending deletions; support cancels one (audited) and the account signs in again', async () => {
    const { email, id } = await pendingAccount('console');
    const list = await tester.call('GET', consoleDeletionPaths.list, support);
    expect(list.statusCode).toBe(200);
    const { deletions } = list.json<{ data: { deletions: { userId: string; email: string }[] } }>()
      .data;
    expect(deletions).toContainEqual(expect.objectContaining({ userId: id, email }));

    expect(
      (await tester.call('POST', at(consoleDeletionPaths.cancel, id), support)).statusCode,
    ).toBe(200);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['account-deletion-cancel']);
    // Nothing pending any more: 40410.
    expectCode(await tester.call('POST', at(consoleDeletionPaths.cancel, id), support), 404, 40410);
  });

  it('support may not erase early (40322, nothing changes); an admin may (audited)', async () => {
    const { id } = await pendingAccount('early');
    expectCode(await tester.call('POST', at(consoleDeletionPaths.erase, id), support), 403, 40322);
    expect(
      await suite.database.db.selectFrom('users').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
    expect(await auditOf(id)).toEqual([]);

    expect((await tester.call('POST', at(consoleDeletionPaths.erase, id), admin)).statusCode).toBe(
      200,
    );
    expect(
      await suite.database.db.selectFrom('users').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['account-erase']);
    expectCode(await tester.call('POST', at(consoleDeletionPaths.erase, id), admin), 404, 40410);
  });

  it('refuses without a console session (40110), without CSRF (40321), and a user token (40323)', async () => {
    const { id } = await pendingAccount('refused');
    expectCode(await tester.call('GET', consoleDeletionPaths.list), 401, 40110);
    expectCode(
      await tester.call('POST', at(consoleDeletionPaths.cancel, id), { cookie: support.cookie }),
      403,
      40321,
    );
    const email = uniqueEmail('usertoken');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    expectCode(
      await tester.call('GET', consoleDeletionPaths.list, support, undefined, {
        [AUTH_HEADER]: token,
      }),
      403,
      40323,
    );
    expect(
      await suite.database.db
        .selectFrom('account_deletions')
        .select('user_id')
        .where('user_id', '=', id)
        .execute(),
    ).toHaveLength(1);
  });
});
