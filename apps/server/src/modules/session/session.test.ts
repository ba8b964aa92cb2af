import { OIDC_PATHS, consolePaths } from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff } from '#testing/console-session.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty, type RelyingParty } from '#testing/relying-party.ts';
import {
  AUTH_HEADER,
  databases,
  latestCode,
  paths,
  registerUser,
  signIn,
  testConfig,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

const ISSUER = 'http://localhost:3000';
const SHOP_ID = 'aurora-shop';
const SHOP_SECRET = 'shop-secret-for-tests-0123456789abcdef';
const SHOP_URL = 'https://shop.example/cb';
const SHOP_LOGOUT_URL = 'https://shop.example/signed-out';

/**
 * The one session floor (decision 040): ending a first-party session ends the relying parties'
 * tokens and the provider session it started, and only those; "Sign me out" at the provider ends
 * the first-party session that started it.
 */
describe.each(databases)('one session floor on %s', (kind) => {
  const suite = appSuite(kind, { OIDC_ISSUER: ISSUER, ...UNLIMITED_CODES });
  const staffTester = consoleTester(suite);
  let shop: RelyingParty;

  beforeAll(async () => {
    await runClientCommand(
      parseClientArgs(
        [
          'create-client',
          '--shop',
          '--name',
          'Aurora Shop',
          '--redirect-url',
          SHOP_URL,
          '--post-logout-url',
          SHOP_LOGOUT_URL,
          '--scope',
          'email',
          '--secret',
          SHOP_SECRET,
        ],
        testConfig(),
      ),
      { db: suite.database.db, print: () => {} },
    );
    shop = relyingParty(suite, ISSUER, SHOP_ID, SHOP_SECRET, SHOP_URL);
  });

  const webCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    suite.app.inject({
      method,
      url,
      headers: { [AUTH_HEADER]: token },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A first-party session in a browser of its own, signed in at the shop from there. */
  async function device(email: string) {
    const tokens = await signIn(suite.app, email);
    const browser = new TestBrowser(() => suite.app);
    const rp = await codeFlow(suite, shop, { token: tokens.access_token, browser });
    return { token: tokens.access_token, browser, rp: rp.tokens };
  }

  /** Two devices of one account, both signed in at the shop. */
  async function laptopAndPhone(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    return { email, laptop: await device(email), phone: await device(email) };
  }

  /** Does the shop's sign-in on this device still work, in every way a relying party can tell? */
  async function shopState(on: Awaited<ReturnType<typeof device>>) {
    const userinfo = await suite.app.inject({
      method: 'GET',
      url: OIDC_PATHS.userinfo,
      headers: { authorization: `Bearer ${on.rp.access_token}` },
    });
    const introspection = await shop.introspect(on.rp.access_token);
    const silent = await shop.authorization({ prompt: 'none' });
    const answer = await on.browser.request(silent.url);
    const location = new URL(answer.location ?? 'http://invalid/');
    // Last: a refresh that works rotates the token (and would keep the session going).
    const refresh = await shop.refresh(on.rp.refresh_token ?? '');
    return {
      userinfo: userinfo.statusCode,
      refresh: refresh.status,
      active: introspection.active,
      silentSignIn:
        location.searchParams.get('error') ?? (location.searchParams.has('code') ? 'code' : '?'),
    };
  }

  const SIGNED_OUT = { userinfo: 401, refresh: 400, active: false, silentSignIn: 'login_required' };
  const SIGNED_IN = { userinfo: 200, refresh: 200, active: true, silentSignIn: 'code' };

  const sessionIdOf = async (token: string, current: boolean) => {
    const response = await webCall('GET', paths.sessions, token);
    expect(response.statusCode, response.body).toBe(200);
    const sessions = response.json<{ data: { sessions: { id: string; current: boolean }[] } }>()
      .data.sessions;
    return sessions.find((session) => session.current === current)?.id ?? '';
  };

  it("ending the laptop's session from the phone signs the laptop's apps out, not the phone's", async () => {
    const { laptop, phone } = await laptopAndPhone('floor.end');
    const laptopId = await sessionIdOf(phone.token, false);
    const ended = await webCall('POST', paths.endSession, phone.token, { sessionId: laptopId });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await tokenWorks(suite.app, laptop.token)).toBe(false);
    expect(await shopState(laptop)).toEqual(SIGNED_OUT);
    expect(await shopState(phone)).toEqual(SIGNED_IN);
  });

  it("logout without the provider's cookie signs that session's apps out, not the other device's", async () => {
    const { laptop, phone } = await laptopAndPhone('floor.logout');
    const logout = await webCall('GET', paths.logout, laptop.token);
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await shopState(laptop)).toEqual(SIGNED_OUT);
    expect(await shopState(phone)).toEqual(SIGNED_IN);
  });

  it("a password change signs every device's apps out", async () => {
    const { laptop, phone } = await laptopAndPhone('floor.change');
    const changed = await webCall('POST', paths.changePassword, phone.token, {
      currentPassword: VALID_PASSWORD,
      password: 'Another-Dock456',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await tokenWorks(suite.app, laptop.token)).toBe(false);
    expect(await tokenWorks(suite.app, phone.token)).toBe(true);
    expect(await shopState(laptop)).toEqual(SIGNED_OUT);
    expect((await shopState(phone)).refresh).toBe(400);
  });

  it("a password reset signs every device's apps out", async () => {
    const { email, laptop, phone } = await laptopAndPhone('floor.reset');
    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account: email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(suite.app, email);
    const reset = await suite.app.inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: { account: email, code, password: 'Another-Dock456' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await shopState(laptop)).toEqual(SIGNED_OUT);
    expect(await shopState(phone)).toEqual(SIGNED_OUT);
  });

  it.each(['end-sessions', 'disable'])(
    "the console's %s signs every device's apps out",
    async (action) => {
      const { email, laptop, phone } = await laptopAndPhone(`floor.${action.slice(0, 3)}`);
      const staff = await createStaff(suite.database.db, kind, 'support');
      const session = await staffTester.signIn(staff);
      const search = await staffTester.call(
        'GET',
        `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(email)}`,
        session,
      );
      const userId = search.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
      const done = await staffTester.call(
        'POST',
        `${consolePaths.users}/${userId}/actions`,
        session,
        { tenant: '000000', action },
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(await shopState(laptop)).toEqual(SIGNED_OUT);
      expect(await shopState(phone)).toEqual(SIGNED_OUT);
    },
  );

  it('a session that ends between finishing the sign-in and the return to the provider gets the app nothing', async () => {
    const email = uniqueEmail('floor.late');
    await registerUser(suite.app, email);
    const { access_token: token } = await signIn(suite.app, email);
    const browser = new TestBrowser(() => suite.app);
    const flow = await shop.authorization();
    const start = await browser.request(flow.url);
    const login = new URL(start.location ?? '');
    const params = new URLSearchParams({
      client_id: login.searchParams.get('client_id') ?? '',
      redirect_url: login.searchParams.get('redirect_url') ?? '',
      interaction: login.searchParams.get('interaction') ?? '',
    });
    // The browser's cookies: only the browser that started a sign-in request finishes it (038).
    const finished = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${params.toString()}`,
      headers: { [AUTH_HEADER]: token, cookie: browser.cookieHeader },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await webCall('GET', paths.logout, token)).statusCode).toBe(200);
    const resumed = await browser.request(
      finished.json<{ data: { redirect: string } }>().data.redirect,
    );
    expect(resumed.status, resumed.body).toBe(303);
    await expect(shop.redeem(resumed.location ?? '', flow)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const silent = await shop.authorization({ prompt: 'none' });
    const answer = await browser.request(silent.url);
    expect(new URL(answer.location ?? '').searchParams.get('error')).toBe('login_required');
  });

  it("'Sign me out' at the provider ends the first-party session of that browser, not the phone's", async () => {
    const { laptop, phone } = await laptopAndPhone('floor.rp-logout');
    const url = new URL((await shop.discover()).end_session_endpoint ?? '');
    url.search = new URLSearchParams({
      id_token_hint: laptop.rp.id_token ?? '',
      post_logout_redirect_uri: SHOP_LOGOUT_URL,
    }).toString();
    const confirm = await laptop.browser.request(url.href);
    expect(confirm.status, confirm.body).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action =
      /id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await laptop.browser.request(action, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status, done.body).toBe(303);
    expect(await tokenWorks(suite.app, laptop.token)).toBe(false);
    expect(await tokenWorks(suite.app, phone.token)).toBe(true);
  });

  it("'Stay signed in' at the provider leaves the first-party session as it was", async () => {
    const { laptop } = await laptopAndPhone('floor.rp-stay');
    const url = new URL((await shop.discover()).end_session_endpoint ?? '');
    url.search = new URLSearchParams({ id_token_hint: laptop.rp.id_token ?? '' }).toString();
    const confirm = await laptop.browser.request(url.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action =
      /id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await laptop.browser.request(action, { method: 'POST', form: { xsrf } });
    expect(done.status, done.body).toBe(303);
    expect(await tokenWorks(suite.app, laptop.token)).toBe(true);
  });
});
