import { consoleAdminPaths, OIDC_PATHS } from '@account-centre/contract';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff, expectCode } from '#testing/console-session.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty } from '#testing/relying-party.ts';
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
 * OpenID Connect Front-Channel Logout 1.0 (issue 36, decision 062): registration of
 * `frontchannel_logout_uri` (and `_session_required`), discovery, and the signed-out page's hidden
 * iframes for the clients of the provider session that ended, at the provider's "Sign me out" and
 * at the account centre's own logout.
 */
const ISSUER = 'http://localhost:3000';
const SPA_ID = 'fc-spa';
const SPA_URL = 'https://spa.example/callback';
const SPA_FRONTCHANNEL = 'https://spa.example/frontchannel-logout?app=spa';
const OTHER_ID = 'fc-other';
const OTHER_URL = 'https://other.example/cb';
const OTHER_FRONTCHANNEL = 'https://other.example/fc';
const SERVER_ID = 'fc-server';
const SERVER_SECRET = 'front-channel-secret-0123456789abcdefgh';
const SERVER_URL = 'https://server.example/cb';
const SERVER_AFTER_LOGOUT = 'https://server.example/bye';

const parse = (...argv: string[]) => parseClientArgs(argv, testConfig());
const create = (suite: AppSuite, argv: string[]) =>
  runClientCommand(parseClientArgs(argv, testConfig()), { db: suite.database.db, print: () => {} });

describe('create-client --frontchannel-logout-url (admin tool)', () => {
  const base = ['create-client', 'app', '--redirect-url', 'https://app.example/cb'];

  it('reads the URL (a query allowed, another origin than the redirects) and session_required', () => {
    expect(
      parse(
        ...base,
        '--frontchannel-logout-url',
        'https://logout.example/fc?x=1',
        '--frontchannel-logout-session-required',
      ),
    ).toMatchObject({
      frontchannelLogoutUrl: 'https://logout.example/fc?x=1',
      frontchannelLogoutSessionRequired: true,
    });
    expect(parse(...base, '--frontchannel-logout-url', 'http://localhost:5173/fc')).toMatchObject({
      frontchannelLogoutSessionRequired: false,
    });
  });

  it.each([
    ['http://app.example/fc', /must be https/],
    ['https://app.example/fc#done', /fragment/],
    ['/fc', /not an absolute URL/],
    ['https://user:pw@app.example/fc', /user info/],
  ])('refuses %s', (url, reason) => {
    expect(() => parse(...base, '--frontchannel-logout-url', url)).toThrow(
      new RegExp(
        `--frontchannel-logout-url ${url.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}: .*${reason.source}`,
      ),
    );
  });

  it('refuses session_required without a URL', () => {
    expect(() => parse(...base, '--frontchannel-logout-session-required')).toThrow(
      /needs --frontchannel-logout-url/,
    );
  });
});

describe.each(databases)('front-channel logout on %s', (kind) => {
  const suite = appSuite(kind);

  beforeAll(async () => {
    await create(suite, [
      'create-client',
      SPA_ID,
      '--public',
      '--type',
      'spa',
      '--redirect-url',
      SPA_URL,
      '--scope',
      'email',
      '--skip-consent',
      '--frontchannel-logout-url',
      SPA_FRONTCHANNEL,
      '--frontchannel-logout-session-required',
    ]);
    await create(suite, [
      'create-client',
      OTHER_ID,
      '--redirect-url',
      OTHER_URL,
      '--scope',
      'email',
      '--secret',
      SERVER_SECRET,
      '--skip-consent',
      '--frontchannel-logout-url',
      OTHER_FRONTCHANNEL,
    ]);
    await create(suite, [
      'create-client',
      SERVER_ID,
      '--redirect-url',
      SERVER_URL,
      '--scope',
      'email',
      '--secret',
      SERVER_SECRET,
      '--skip-consent',
      '--post-logout-url',
      SERVER_AFTER_LOGOUT,
    ]);
  });

  async function user(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    return { token: access_token, browser: new TestBrowser(() => suite.app) };
  }
  /**
   * A sign-in at `rp`: through the web app's sign-in (codeFlow) when the browser has no provider
   * session yet; with one, the provider may answer the callback at once.
   */
  async function signInAt(
    rp: ReturnType<typeof relyingParty>,
    who: { token: string; browser: TestBrowser },
  ) {
    const flow = await rp.authorization();
    const start = await who.browser.request(flow.url);
    const location = start.location ?? '';
    if (start.status === 303 && location.includes('code=')) {
      return { tokens: await rp.redeem(location, flow) };
    }
    return codeFlow(suite, rp, who);
  }
  const spa = () =>
    relyingParty(suite, ISSUER, SPA_ID, undefined, SPA_URL, {
      headers: { origin: 'https://spa.example' },
    });
  const other = () => relyingParty(suite, ISSUER, OTHER_ID, SERVER_SECRET, OTHER_URL);
  const server = () => relyingParty(suite, ISSUER, SERVER_ID, SERVER_SECRET, SERVER_URL);

  /** The signed-out page's iframes, and its CSP. */
  async function signedOutPage(browser: TestBrowser, url: string) {
    const page = await browser.request(url);
    expect(page.status, page.body).toBe(200);
    const frames = [
      ...page.body.matchAll(/<iframe class="frontchannel-logout" src="([^"]+)"/g),
    ].map(([, src]) => (src ?? '').replaceAll('&amp;', '&'));
    const csp = String(page.headers['content-security-policy'] ?? '');
    return { body: page.body, frames, csp };
  }

  it('discovery advertises front-channel logout with the session', async () => {
    const answer = await suite.app.inject({ method: 'GET', url: OIDC_PATHS.discovery });
    expect(answer.json()).toMatchObject({
      frontchannel_logout_supported: true,
      frontchannel_logout_session_supported: true,
    });
  });

  it('the ID token of a client that asked for the session carries sid; one that did not, none', async () => {
    const who = await user('fc-sid');
    const spaTokens = await codeFlow(suite, spa(), who);
    expect(decodeJwt(spaTokens.tokens.id_token ?? '').sid).toEqual(expect.any(String));
    const otherTokens = await signInAt(other(), who);
    expect(decodeJwt(otherTokens.tokens.id_token ?? '').sid).toBeUndefined();
  });

  it('"Sign me out" at the provider: the signed-out page frames exactly the clients of that session, then goes on', async () => {
    const who = await user('fc-rp');
    const spaFlow = await codeFlow(suite, spa(), who);
    const sid = String(decodeJwt(spaFlow.tokens.id_token ?? '').sid);
    await signInAt(other(), who);
    const serverFlow = await signInAt(server(), who);
    // Another user's session, and another session of the same user, at the same clients.
    const stranger = await user('fc-rp-stranger');
    const strangerSid = String(
      decodeJwt((await codeFlow(suite, spa(), stranger)).tokens.id_token ?? '').sid,
    );
    const elsewhere = { token: who.token, browser: new TestBrowser(() => suite.app) };
    const elsewhereSid = String(
      decodeJwt((await codeFlow(suite, spa(), elsewhere)).tokens.id_token ?? '').sid,
    );
    expect(new Set([sid, strangerSid, elsewhereSid]).size).toBe(3);

    const end = new URL(`${ISSUER}${OIDC_PATHS.endSession}`);
    end.search = new URLSearchParams({
      id_token_hint: serverFlow.tokens.id_token ?? '',
      post_logout_redirect_uri: SERVER_AFTER_LOGOUT,
      state: 'st1',
    }).toString();
    const confirm = await who.browser.request(end.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action =
      /id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await who.browser.request(action, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    const pageUrl = new URL(done.location ?? '', ISSUER);
    expect(pageUrl.pathname).toBe(`${OIDC_PATHS.endSession}/success`);

    const page = await signedOutPage(who.browser, pageUrl.href);
    const spaFrame = new URL(
      page.frames.find((frame) => frame.startsWith('https://spa.example')) ?? '',
    );
    expect(page.frames).toHaveLength(2);
    expect(spaFrame.searchParams.get('app')).toBe('spa');
    expect(spaFrame.searchParams.get('iss')).toBe(ISSUER);
    expect(spaFrame.searchParams.get('sid')).toBe(sid);
    // Registered without session_required: the URL as registered.
    expect(page.frames).toContain(OTHER_FRONTCHANNEL);
    expect(page.body).not.toContain(strangerSid);
    expect(page.body).not.toContain(elsewhereSid);
    // Frames from exactly those origins, on this page only; then on to the client's URL.
    expect(page.csp).toMatch(/frame-src https:\/\/spa\.example https:\/\/other\.example(;|$)/);
    expect(page.body).toContain(
      `id="frontchannel-continue" class="button button--primary" href="${SERVER_AFTER_LOGOUT}?state=st1"`,
    );
    expect(page.csp).toMatch(/script-src 'sha256-/);
    expect(confirm.headers['content-security-policy']).not.toMatch(/frame-src/);
  });

  it('"Sign me out" with no client to tell keeps the library\'s redirect', async () => {
    const who = await user('fc-none');
    const serverFlow = await signInAt(server(), who);
    const end = new URL(`${ISSUER}${OIDC_PATHS.endSession}`);
    end.search = new URLSearchParams({
      id_token_hint: serverFlow.tokens.id_token ?? '',
      post_logout_redirect_uri: SERVER_AFTER_LOGOUT,
    }).toString();
    const confirm = await who.browser.request(end.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action =
      /id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await who.browser.request(action, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(SERVER_AFTER_LOGOUT);
  });

  it("the account centre's own logout answers the signed-out page with that session's clients", async () => {
    const who = await user('fc-own');
    const spaFlow = await codeFlow(suite, spa(), who);
    const sid = String(decodeJwt(spaFlow.tokens.id_token ?? '').sid);
    const stranger = await user('fc-own-stranger');
    const strangerSid = String(
      decodeJwt((await codeFlow(suite, spa(), stranger)).tokens.id_token ?? '').sid,
    );

    const logout = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: who.token },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const signedOutUrl = logout.json<{ data: { signedOutUrl: string } }>().data.signedOutUrl;
    expect(signedOutUrl.startsWith(`${ISSUER}${OIDC_PATHS.endSession}/success?frontchannel=`)).toBe(
      true,
    );
    // Any browser with the address (the web app opens it; the provider cookie is not needed).
    const page = await signedOutPage(new TestBrowser(() => suite.app), signedOutUrl);
    expect(page.frames).toHaveLength(1);
    const frame = new URL(page.frames[0] ?? '');
    expect(`${frame.origin}${frame.pathname}`).toBe('https://spa.example/frontchannel-logout');
    expect(frame.searchParams.get('sid')).toBe(sid);
    expect(frame.searchParams.get('iss')).toBe(ISSUER);
    expect(page.body).not.toContain(strangerSid);
    expect(page.csp).toMatch(/frame-src https:\/\/spa\.example(;|$)/);
    expect(page.body).toContain(
      'id="frontchannel-continue" class="button button--primary" href="/login"',
    );

    // Without a browser app in the session, the answer stays the spec's `data: null`.
    const plain = await user('fc-own-plain');
    await codeFlow(suite, server(), plain);
    const plainLogout = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: plain.token },
    });
    expect(plainLogout.json()).toMatchObject({ code: 0, data: null });
    // An unknown page id: the signed-out page without iframes.
    const unknown = await signedOutPage(
      new TestBrowser(() => suite.app),
      `${ISSUER}${OIDC_PATHS.endSession}/success?frontchannel=nope`,
    );
    expect(unknown.frames).toEqual([]);
    expect(unknown.csp).not.toMatch(/frame-src/);
  });

  it("refuses a bad front-channel URL in the console (40080, nothing stored) and on the provider (its error page, in the user's language)", async () => {
    const tester = consoleTester(suite);
    const admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
    const send = (payload: object) =>
      tester.call('POST', consoleAdminPaths.clients, admin, payload);
    const fields = {
      name: 'Partner',
      redirectUrls: ['https://partner.example/cb'],
      scopes: [],
      skipConsent: false,
      postLogoutRedirectUrls: [],
    };
    for (const url of ['https://partner.example/fc#x', 'http://partner.example/fc', 'fc']) {
      const refused = await send({ ...fields, clientId: 'fc-partner', frontchannelLogoutUrl: url });
      expectCode(refused, 400, 40080);
      expect(refused.json<{ msg: string }>().msg).toContain(`front-channel logout URL ${url}`);
    }
    const stored = await suite.database.db
      .selectFrom('oauth_clients')
      .select('client_id')
      .where('client_id', '=', 'fc-partner')
      .execute();
    expect(stored).toEqual([]);
    const created = await send({
      ...fields,
      clientId: 'fc-partner',
      frontchannelLogoutUrl: 'https://partner.example/fc',
      frontchannelLogoutSessionRequired: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      data: {
        client: {
          frontchannelLogoutUrl: 'https://partner.example/fc',
          frontchannelLogoutSessionRequired: true,
        },
      },
    });

    // A row written past the rules (by hand): the provider refuses to use the client, on its
    // error page in the user's language.
    await suite.database.db
      .updateTable('oauth_clients')
      .set({ frontchannel_logout_url: 'https://partner.example/fc#x' })
      .where('client_id', '=', 'fc-partner')
      .execute();
    const browser = new TestBrowser(() => suite.app);
    const query = new URLSearchParams({
      client_id: 'fc-partner',
      redirect_uri: 'https://partner.example/cb',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ui_locales: 'de',
    });
    const refused = await browser.request(
      `${ISSUER}${OIDC_PATHS.authorization}?${query.toString()}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('lang="de"');
    expect(refused.body).toContain('invalid_client_metadata');
  });
});
