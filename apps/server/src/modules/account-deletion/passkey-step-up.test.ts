import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenWorks,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';
import { SoftAuthenticator } from '#testing/soft-authenticator.ts';

/**
 * Decision 057: a passkey proves a factor for account deletion and data export, as the password
 * or an authenticator code does (decision 048), answering a fresh single-use challenge.
 */
describe.each(databases)('a passkey as the step-up proof on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '5' });

  const post = (url: string, token: string | undefined, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      payload,
    });
  const errorOf = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    code: (JSON.parse(response.body) as { code?: number }).code,
  });

  /** A new account with one passkey. */
  const withPasskey = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const authenticator = new SoftAuthenticator();
    const options = await post(paths.passkeyRegisterOptions, token, {
      currentPassword: VALID_PASSWORD,
    });
    expect(options.statusCode, options.body).toBe(200);
    const { credential, json } = authenticator.create(
      options.json<{ data: { challenge: string; rp: { id: string }; user: { id: string } } }>()
        .data,
    );
    const added = await post(paths.passkeyRegister, token, { credential: json, name: 'Laptop' });
    expect(added.statusCode, added.body).toBe(200);
    /** The answer to a fresh challenge, as JSON text. */
    const answer = async () => {
      const challenge = await post(paths.passkeySignInOptions, undefined, {});
      expect(challenge.statusCode, challenge.body).toBe(200);
      return JSON.stringify(
        authenticator.get(credential, challenge.json<{ data: { challenge: string } }>().data),
      );
    };
    return { email, token, answer };
  };

  it('deletes the account with its passkey: deactivated at once', async () => {
    const { email, token, answer } = await withPasskey('pk.delete');
    const response = await post(paths.accountDeletion, token, {
      passkey: await answer(),
      confirmation: email,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await tokenWorks(suite.app, token)).toBe(false);
    const pending = await suite.database.db
      .selectFrom('account_deletions')
      .innerJoin('users', 'users.id', 'account_deletions.user_id')
      .select('users.email')
      .where('users.email', '=', email)
      .execute();
    expect(pending).toHaveLength(1);
  });

  it('downloads the data with its passkey', async () => {
    const { email, token, answer } = await withPasskey('pk.export');
    const response = await post(paths.dataExport, token, {
      passkey: await answer(),
      format: 'json',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ identifiers: { email: string } }>().identifiers.email).toBe(email);
  });

  it("refuses another account's passkey and a replayed answer (40070), changing nothing", async () => {
    const mine = await withPasskey('pk.mine');
    const theirs = await withPasskey('pk.theirs');
    const foreign = await post(paths.accountDeletion, mine.token, {
      passkey: await theirs.answer(),
      confirmation: mine.email,
    });
    expect(errorOf(foreign)).toEqual({ status: 400, code: 40070 });

    const once = await mine.answer();
    const exported = await post(paths.dataExport, mine.token, { passkey: once, format: 'json' });
    expect(exported.statusCode, exported.body).toBe(200);
    const replayed = await post(paths.accountDeletion, mine.token, {
      passkey: once,
      confirmation: mine.email,
    });
    expect(errorOf(replayed)).toEqual({ status: 400, code: 40070 });
    expect(
      errorOf(await post(paths.dataExport, mine.token, { passkey: '{}', format: 'json' })),
    ).toEqual({ status: 400, code: 40070 });

    expect(await tokenWorks(suite.app, mine.token)).toBe(true);
    expect((await passwordGrant(suite.app, mine.email, VALID_PASSWORD)).statusCode).toBe(200);
    // Each refusal is a wrong proof in the account's activity.
    const activity = await suite.app.inject({
      method: 'GET',
      url: paths.activity,
      headers: { [AUTH_HEADER]: mine.token },
    });
    const types = activity
      .json<{ data: { events: { type: string }[] } }>()
      .data.events.map((event) => event.type);
    expect(types.filter((type) => type === 'step-up-failed')).toHaveLength(3);
  });

  it('wrong passkey proofs count towards the account lock (40010 then, for every proof)', async () => {
    const { token, answer, email } = await withPasskey('pk.lock');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post(paths.dataExport, token, { passkey: '{"id":"x"}', format: 'json' });
    }
    const locked = await post(paths.accountDeletion, token, {
      passkey: await answer(),
      confirmation: email,
    });
    expect(errorOf(locked)).toMatchObject({ code: 40010 });
  });

  it('is no proof where the call does not take it (sign out other devices: 40072)', async () => {
    const { token, answer } = await withPasskey('pk.elsewhere');
    const response = await post(paths.endOtherSessions, token, { passkey: await answer() });
    expect(errorOf(response)).toEqual({ status: 403, code: 40072 });
  });
});
