import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty, type RelyingParty } from '#testing/relying-party.ts';
import {
  AUTH_HEADER,
  databases,
  paths,
  registerUser,
  signIn,
  testConfig,
  uniqueEmail,
} from '#testing/test-app.ts';

/**
 * `max_age` and `prompt=login` (OpenID Connect Core §3.1.2.1, issue 36, decision 055), driven by
 * oauth4webapi: the web app's first-party sign-in is reused when it is fresh enough, else the web
 * app is told to ask for the password again (40071); the id_token's `auth_time` is the time of
 * the sign-in the client got.
 */
const ISSUER = 'http://localhost:3000';
const CLIENT = 'fresh-app';
const SECRET = 'fresh-app-secret-for-tests-0123456789';
const REDIRECT = 'https://fresh.example/cb';

const create = (suite: AppSuite, argv: string[]) =>
  runClientCommand(parseClientArgs(argv, testConfig()), { db: suite.database.db, print: () => {} });

describe.each(databases)('max_age and prompt=login on %s', (kind) => {
  const suite = appSuite(kind);
  let app: RelyingParty;

  it('registers a first-party client', async () => {
    await create(suite, [
      'create-client',
      CLIENT,
      '--name',
      'Fresh App',
      '--redirect-url',
      REDIRECT,
      '--secret',
      SECRET,
      '--scope',
      'email',
      '--skip-consent',
    ]);
    app = relyingParty(suite, ISSUER, CLIENT, SECRET, REDIRECT);
  });

  async function user(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const tokens = await signIn(suite.app, email);
    return { email, token: tokens.access_token, browser: new TestBrowser(() => suite.app) };
  }

  /** Moves the user's first-party sign-ins `seconds` into the past. */
  async function age(email: string, seconds: number) {
    const { db } = suite.database;
    await db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - seconds * 1000) })
      .where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', email))
      .execute();
  }

  /** The first-party session's sign-in time, in epoch seconds. */
  async function signedInAt(email: string) {
    const { db } = suite.database;
    const rows = await db
      .selectFrom('sessions')
      .select('authenticated_at')
      .where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', email))
      .orderBy('authenticated_at', 'desc')
      .execute();
    return Math.floor((rows[0]?.authenticated_at.getTime() ?? 0) / 1000);
  }

  /**
   * The provider's redirect to /login, then authCode called with a session token (`token`, or
   * the one it gives: a sign-in made once the browser is on /login).
   */
  async function finishWith(
    who: { browser: TestBrowser },
    token: string | (() => Promise<string>),
    extra: Record<string, string>,
  ) {
    const flow = await app.authorization(extra);
    const start = await who.browser.request(flow.url);
    expect(start.status, start.body).toBe(303);
    const login = new URL(start.location ?? '', ISSUER);
    expect(login.pathname).toBe('/login');
    const params = Object.fromEntries(
      ['client_id', 'redirect_url', 'interaction'].map((name) => [
        name,
        login.searchParams.get(name) ?? '',
      ]),
    );
    const answer = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
      headers: {
        [AUTH_HEADER]: typeof token === 'string' ? token : await token(),
        cookie: who.browser.cookieHeader,
      },
    });
    return { flow, answer };
  }

  /** A finished authCode answer followed back to the client, its code redeemed. */
  async function redeem(
    who: { browser: TestBrowser },
    { flow, answer }: Awaited<ReturnType<typeof finishWith>>,
  ) {
    expect(answer.statusCode, answer.body).toBe(200);
    const { redirect } = (answer.json() as { data: { redirect: string } }).data;
    const resumed = await who.browser.request(redirect);
    expect(resumed.status, resumed.body).toBe(303);
    return app.redeem(resumed.location ?? '', flow);
  }

  /** A new password sign-in of the user (the web app's login form), its access token. */
  const signInAgain = (email: string) => async () => (await signIn(suite.app, email)).access_token;

  it('reuses a first-party sign-in within max_age; auth_time is when the user signed in', async () => {
    const who = await user('max-age-fresh');
    await age(who.email, 30);
    const { tokens } = await codeFlow(suite, app, who, { max_age: '600' });
    const claims = decodeJwt(tokens.id_token ?? '');
    expect(claims.auth_time).toBe(await signedInAt(who.email));
    expect(Math.floor(Date.now() / 1000) - Number(claims.auth_time)).toBeGreaterThanOrEqual(29);
  });

  it('refuses a sign-in older than max_age (40071) until the user signs in again', async () => {
    const who = await user('max-age-stale');
    await age(who.email, 3600);
    const { answer } = await finishWith(who, who.token, { max_age: '60' });
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toMatchObject({ code: 40071 });
    // The web app asks for the password: a sign-in made on /login finishes the request.
    const tokens = await redeem(
      who,
      await finishWith(who, signInAgain(who.email), { max_age: '60' }),
    );
    expect(Number(decodeJwt(tokens.id_token ?? '').auth_time)).toBe(await signedInAt(who.email));
  });

  it('asks the provider session again once it is older than max_age', async () => {
    const who = await user('max-age-provider');
    // A first sign-in at the app an hour after the web sign-in: the provider session holds that
    // sign-in time.
    await age(who.email, 3600);
    await codeFlow(suite, app, who);
    // A provider session whose sign-in is fresh enough: no interaction at all.
    const quiet = await app.authorization({ max_age: '7200' });
    const direct = await who.browser.request(quiet.url);
    expect(direct.status).toBe(303);
    expect(direct.location?.startsWith(`${REDIRECT}?code=`)).toBe(true);
    // Too old for max_age=60: the provider sends the browser to /login, and the old first-party
    // sign-in is refused there.
    const { answer } = await finishWith(who, who.token, { max_age: '60' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 40071 });
  });

  it('prompt=login takes only a sign-in made after the request began', async () => {
    const who = await user('prompt-login');
    await age(who.email, 5);
    const { answer } = await finishWith(who, who.token, { prompt: 'login' });
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toMatchObject({ code: 40071 });
    // A sign-in made on /login, after the request began, is taken.
    const tokens = await redeem(
      who,
      await finishWith(who, signInAgain(who.email), { prompt: 'login' }),
    );
    expect(Number(decodeJwt(tokens.id_token ?? '').auth_time)).toBe(await signedInAt(who.email));
    // The provider session lives, yet prompt=login goes to /login again, and that same sign-in,
    // made before this request, is refused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await finishWith(who, who.token, { prompt: 'login' });
    expect(again.answer.statusCode).toBe(403);
    expect(again.answer.json()).toMatchObject({ code: 40071 });
  });

  it('without max_age or prompt=login, any live first-party sign-in is taken', async () => {
    const who = await user('no-max-age');
    await age(who.email, 86_400);
    const { tokens } = await codeFlow(suite, app, who);
    expect(Number(decodeJwt(tokens.id_token ?? '').auth_time)).toBe(await signedInAt(who.email));
  });
});
