import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import {
  AUTH_HEADER,
  createTestApp,
  createTestDatabase,
  latestCode,
  paths,
  registrationBody,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
  type TestDatabase,
} from '#testing/test-app.ts';
import {
  latestCodeFor,
  registerSecure,
  REQUIRED_SECURITY,
  SecureClient,
  signInSecure,
  databasesFor,
} from './support.ts';

const WRONG_PASSWORD = 'Wrong1234';

/** Races: many requests at once on one account, one code or one token (request security required). */
describe.each(databasesFor('other'))('races on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let client: SecureClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await createTestApp(database, { ...REQUIRED_SECURITY, ...UNLIMITED_CODES }));
    client = new SecureClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('20 parallel registrations of one e-mail with its valid code: exactly one account, no partial rows', async () => {
    const email = uniqueEmail('race-register');
    const sent = await client.inject({ url: paths.registerEmailCode, payload: { email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(app, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.inject({
          url: paths.registerEmailVerification,
          payload: registrationBody(email, code),
        }),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (answer.statusCode !== 200) expect([30901, 11000, 11001]).toContain(answer.json().code);
    }
    const users = await database.db
      .selectFrom('users')
      .select(['id', 'product_id'])
      .where('email', '=', email)
      .execute();
    expect(users).toHaveLength(1);
    const [user] = users;
    const userId = user?.id ?? '';
    expect(user?.product_id).toBe(ok[0]?.json().data.productId);
    // No partial rows: one password-history entry and the accepted documents for that one
    // account, nothing for a user that does not exist.
    const history = await database.db
      .selectFrom('password_history')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(history).toHaveLength(1);
    const orphans = await database.db
      .selectFrom('password_history')
      .leftJoin('users', 'users.id', 'password_history.user_id')
      .select('password_history.user_id')
      .where('users.id', 'is', null)
      .execute();
    expect(orphans).toHaveLength(0);
    expect((await signInSecure(client, email)).statusCode).toBe(200);
  });

  it('16 parallel password resets with one code: exactly one succeeds', async () => {
    const email = uniqueEmail('race-code');
    await registerSecure(client, app, email);
    const sent = await client.inject({ url: paths.resetPasswordCode, payload: { account: email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCodeFor(app, email, 'reset');
    const passwords = Array.from(
      { length: 16 },
      (_, i) => `NewSecret${String(i).padStart(2, '0')}`,
    );
    const answers = await Promise.all(
      passwords.map((password) =>
        client.inject({ url: paths.resetPassword, payload: { account: email, code, password } }),
      ),
    );
    const ok = answers.flatMap((answer, i) =>
      answer.statusCode === 200 ? [passwords[i] ?? ''] : [],
    );
    expect(ok).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (answer.statusCode !== 200) expect([11000, 11001]).toContain(answer.json().code);
    }
    // The one that won is the password now.
    expect((await signInSecure(client, email, ok[0])).statusCode).toBe(200);
  });

  it('16 parallel code sign-ins with one code: exactly one session', async () => {
    const email = uniqueEmail('race-login');
    await registerSecure(client, app, email);
    const sent = await client.inject({
      url: paths.oauthEmail,
      payload: { account: email, purpose: 'login' },
    });
    if (sent.statusCode !== 200) throw new Error(`login code: ${sent.body}`);
    const code = await latestCodeFor(app, email, 'login');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        client.inject({
          url: paths.token,
          query: { grant_type: 'verification_code', username: email, code },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
  });

  it('50 parallel wrong passwords: at most N are checked, the rest and the right one are locked out', async () => {
    const email = uniqueEmail('race-lock');
    await registerSecure(client, app, email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signInSecure(client, email, WRONG_PASSWORD)),
    );
    const codes = answers.map((answer) => answer.json().code as number);
    // LOCKOUT_MAX_FAILURES = 5 (default).
    expect(codes.filter((code) => code === 40011)).toHaveLength(5);
    expect(codes.filter((code) => code === 40010)).toHaveLength(45);
    const right = await signInSecure(client, email, VALID_PASSWORD);
    expect(right.json().code).toBe(40010);
  });

  it('2 (and 10) parallel refreshes of one refresh token: at most one succeeds, the replay revokes the family', async () => {
    for (const parallel of [2, 10]) {
      const email = uniqueEmail('race-refresh');
      await registerSecure(client, app, email);
      const signedIn = await signInSecure(client, email);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const { refresh_token: refreshToken, access_token: accessToken } = signedIn.json() as {
        refresh_token: string;
        access_token: string;
      };
      const answers = await Promise.all(
        Array.from({ length: parallel }, () =>
          client.inject({
            url: paths.token,
            query: { grant_type: 'refresh_token', refresh_token: refreshToken },
          }),
        ),
      );
      const ok = answers.filter((answer) => answer.statusCode === 200);
      expect(ok.length).toBeLessThanOrEqual(1);
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect(answer.json().code).toBe(40102);
      }
      // A second use of one refresh token is a replay: every token of the family is dead.
      const alive = async (token: string) =>
        (
          await app.inject({
            method: 'GET',
            url: paths.userInfo,
            headers: { [AUTH_HEADER]: token },
          })
        ).statusCode === 200;
      expect(await alive(accessToken)).toBe(false);
      for (const answer of ok) {
        const pair = answer.json() as { access_token: string; refresh_token: string };
        expect(await alive(pair.access_token)).toBe(false);
        const again = await client.inject({
          url: paths.token,
          query: { grant_type: 'refresh_token', refresh_token: pair.refresh_token },
        });
        expect(again.json().code).toBe(40102);
      }
    }
  });
});
