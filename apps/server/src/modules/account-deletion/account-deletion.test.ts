import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createRetention } from '#modules/retention/retention.service.ts';
import {
  AUTH_HEADER,
  databases,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  testConfig,
  tokenCall,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { enrolTotp } from '#testing/totp.ts';
import { appSuite } from '#testing/app-suite.ts';

const ISSUER = 'https://account.example.com';
const CANCEL_LINK = new RegExp(`${ISSUER}/cancelDeletion\\?token=([A-Za-z0-9_-]{43})`);
const RIGHT = { currentPassword: VALID_PASSWORD };

/** Issue 34, decision 048: deleting an account, its cancel link and its erasure. */
describe.each(databases)('account deletion on %s', (kind) => {
  const env = { ...UNLIMITED_CODES, OIDC_ISSUER: ISSUER, LOCKOUT_MAX_FAILURES: '5' };
  const suite = appSuite(kind, env);

  const post = (url: string, token: string | undefined, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      payload,
    });

  const account = async (tag: string) => {
    const email = uniqueEmail(tag);
    const productId = await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const user = await suite.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { email, productId, token, id: user.id };
  };

  const deleteAccount = (token: string, confirmation: string, proof: object = RIGHT) =>
    post(paths.accountDeletion, token, { ...proof, confirmation });

  const cancelLinkTo = async (email: string) => {
    const notice = (await outboxFor(suite.app, email)).find(
      (m) => m.purpose === 'account-deletion',
    );
    const match = CANCEL_LINK.exec(notice?.text ?? '');
    if (!match?.[1]) throw new Error(`no cancel link in ${notice?.text}`);
    return match[1];
  };

  const errorOf = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    code: (JSON.parse(response.body) as { code?: number }).code,
  });

  it('refuses without a proof (40072), with a wrong password (30916) or confirmation (30922), changing nothing', async () => {
    const { email, token, id } = await account('refused');
    expect(errorOf(await deleteAccount(token, email, {}))).toEqual({ status: 403, code: 40072 });
    expect(
      errorOf(await deleteAccount(token, email, { currentPassword: 'Wrong-pass9' })),
    ).toMatchObject({ status: 400, code: 30916 });
    expect(errorOf(await deleteAccount(token, uniqueEmail('other')))).toEqual({
      status: 400,
      code: 30922,
    });
    expect(errorOf(await deleteAccount(token, 'delete'))).toEqual({ status: 400, code: 30922 });
    expect(
      errorOf(await post(paths.accountDeletion, undefined, { ...RIGHT, confirmation: email })),
    ).toMatchObject({ status: 401 });
    expect(await tokenWorks(suite.app, token)).toBe(true);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    const pending = await suite.database.db
      .selectFrom('account_deletions')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(pending).toEqual([]);
    expect(await outboxFor(suite.app, email)).not.toContainEqual(
      expect.objectContaining({ purpose: 'account-deletion' }),
    );
  });

  it('deactivates at once: every session ends, sign-in answers as for an unknown account, the notice carries the cancel link', async () => {
    const { email, productId, token } = await account('deactivated');
    const other = await signIn(suite.app, email);
    const unknown = uniqueEmail('nobody');
    const unknownAnswer = await passwordGrant(suite.app, unknown, VALID_PASSWORD);

    const answer = await deleteAccount(token, productId);
    expect(answer.statusCode).toBe(200);
    const { eraseAfter } = answer.json<{ data: { eraseAfter: string } }>().data;
    const days = (Date.parse(eraseAfter) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    expect(await tokenWorks(suite.app, token)).toBe(false);
    expect(await tokenWorks(suite.app, other.access_token)).toBe(false);
    const refresh = await tokenCall(suite.app, {
      grant_type: 'refresh_token',
      refresh_token: other.refresh_token,
    });
    expect(refresh.statusCode).toBe(401);
    // The same answer as for an address no account has: by e-mail, product ID, and for a code.
    const signInAnswer = await passwordGrant(suite.app, email, VALID_PASSWORD);
    expect(errorOf(signInAnswer)).toEqual(errorOf(unknownAnswer));
    expect(errorOf(await passwordGrant(suite.app, productId, VALID_PASSWORD))).toEqual(
      errorOf(unknownAnswer),
    );
    const codeFor = (name: string) =>
      suite.app.inject({
        method: 'POST',
        url: paths.oauthEmail,
        payload: { account: name, purpose: 'login' },
      });
    expect(errorOf(await codeFor(email))).toEqual(errorOf(await codeFor(unknown)));
    // Registration with the address is refused until the account is erased (decision 048).
    const again = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      payload: { email },
    });
    expect(again.statusCode).toBe(409);

    const notice = (await outboxFor(suite.app, email)).find(
      (m) => m.purpose === 'account-deletion',
    );
    expect(notice?.text).toContain('will be erased for good on');
    expect(notice?.text).toMatch(CANCEL_LINK);
  });

  it('the cancel link reactivates the account once; a used, unknown or foreign link is 30921', async () => {
    const { email, token } = await account('cancelled');
    expect((await deleteAccount(token, email)).statusCode).toBe(200);
    const cancelToken = await cancelLinkTo(email);
    expect(
      errorOf(await post(paths.cancelAccountDeletion, undefined, { token: 'x'.repeat(43) })),
    ).toEqual({ status: 400, code: 30921 });
    const foreign = await suite.app.inject({
      method: 'POST',
      url: paths.cancelAccountDeletion,
      headers: { 'Tenant-Id': '100000' },
      payload: { token: cancelToken },
    });
    expect([400, 404]).toContain(foreign.statusCode);
    expect(
      (await post(paths.cancelAccountDeletion, undefined, { token: cancelToken })).statusCode,
    ).toBe(200);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect(
      errorOf(await post(paths.cancelAccountDeletion, undefined, { token: cancelToken })),
    ).toEqual({ status: 400, code: 30921 });
    expect(
      await suite.database.db
        .selectFrom('users')
        .select('deletion_requested_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow(),
    ).toEqual({ deletion_requested_at: null });
  });

  it('a link past the grace period is refused (30921) and the account stays deactivated', async () => {
    const { email, token, id } = await account('late');
    expect((await deleteAccount(token, email)).statusCode).toBe(200);
    const cancelToken = await cancelLinkTo(email);
    await suite.database.db
      .updateTable('account_deletions')
      .set({ erase_after: sql<Date>`now() - interval '1 minute'` })
      .where('user_id', '=', id)
      .execute();
    expect(
      errorOf(await post(paths.cancelAccountDeletion, undefined, { token: cancelToken })),
    ).toEqual({ status: 400, code: 30921 });
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).not.toBe(200);
  });

  /** Every row of every table of the database, as JSON text, by table. */
  const everyRow = async (): Promise<Map<string, string[]>> => {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
      suite.database.db,
    );
    const rows = new Map<string, string[]>();
    for (const { table_name: table } of tables.rows) {
      const result = await sql<{ row: string }>`SELECT row_to_json(t)::text AS row FROM ${sql.table(
        table,
      )} t`.execute(suite.database.db);
      rows.set(
        table,
        result.rows.map((r) => r.row),
      );
    }
    return rows;
  };
  const naming = (rows: Map<string, string[]>, marks: string[]) =>
    [...rows].flatMap(([table, list]) =>
      list
        .filter((row) => marks.some((mark) => row.includes(mark)))
        .map((row) => `${table}: ${row}`),
    );

  it('the retention worker erases a due account: no row names it outside what decision 048 keeps, another account is untouched, the address is free again', async () => {
    const gone = await account('erased');
    const kept = await account('kept');
    // Give the erased account something in most tables: the authenticator app, activity, devices.
    await enrolTotp(suite.app, gone.token);
    await passwordGrant(suite.app, gone.email, 'Wrong-pass9');
    await passwordGrant(suite.app, kept.email, 'Wrong-pass9');
    const keptMarks = [kept.id, kept.email, kept.productId];
    const goneMarks = [gone.id, gone.email, gone.productId];
    const keptBefore = naming(await everyRow(), keptMarks);

    expect((await deleteAccount(gone.token, gone.email)).statusCode).toBe(200);
    // Not due yet: the worker leaves it.
    const retention = createRetention(testConfig(env), suite.database);
    const early = await retention.purge();
    expect(early.skipped).toBe(false);
    expect(naming(await everyRow(), goneMarks).length).toBeGreaterThan(0);
    // Time advanced past the grace period.
    await suite.database.db
      .updateTable('account_deletions')
      .set({ erase_after: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', gone.id)
      .execute();
    const purged = await retention.purge();
    expect(purged).toMatchObject({ skipped: false, erasedAccounts: 1 });

    const after = await everyRow();
    // Decision 048 keeps the legal acceptances, under a pseudonym that names no one.
    expect(naming(after, goneMarks)).toEqual([]);
    const keptAcceptances = after.get('erased_legal_acceptances') ?? [];
    expect(keptAcceptances.length).toBeGreaterThan(0);
    expect(keptAcceptances.every((row) => !row.includes('@'))).toBe(true);
    // The other account's rows are exactly as before (its activity aside, nothing changed).
    expect(naming(after, keptMarks)).toEqual(keptBefore);

    // The address is free for a new registration.
    await registerUser(suite.app, gone.email);
    expect((await passwordGrant(suite.app, gone.email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(suite.app, kept.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('the test hook (OUTBOX only) erases a pending deletion at once', async () => {
    const { email, token, id } = await account('hook');
    const none = await suite.app.inject({
      method: 'POST',
      url: '/_dev/account-deletions/erase',
      payload: { email },
    });
    expect(none.json()).toEqual({ erased: 0 });
    expect((await deleteAccount(token, email)).statusCode).toBe(200);
    const erased = await suite.app.inject({
      method: 'POST',
      url: '/_dev/account-deletions/erase',
      payload: { email },
    });
    expect(erased.json()).toEqual({ erased: 1 });
    expect(
      await suite.database.db.selectFrom('users').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
  });
});
