import { consolePaths, OIDC_PATHS } from '@account-centre/contract';
import { createLocalJWKSet, jwtVerify, decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff } from '#testing/console-session.ts';
import { startHttpSink, type HttpSink } from '#testing/http-sink.ts';
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
  VALID_PASSWORD,
} from '#testing/test-app.ts';

/**
 * Public clients (issue 36, decision 051), driven by oauth4webapi: a native app (RFC 8252) and a
 * browser app, no secret, PKCE S256; CORS for the browser app's origins only; refresh tokens that
 * rotate and stay with their client (and their DPoP key); back-channel logout for every way a
 * session ends.
 */
const ISSUER = 'http://localhost:3000';
const NATIVE_ID = 'aurora-app';
const NATIVE_SCHEME_URL = 'com.aurora.app:/cb';
const NATIVE_LOOPBACK_URL = 'http://127.0.0.1/cb';
const SPA_ID = 'aurora-spa';
const SPA_ORIGIN = 'https://spa.example';
const SPA_URL = `${SPA_ORIGIN}/callback`;
const SERVER_ID = 'server-app';
const SERVER_SECRET = 'server-secret-for-tests-0123456789abc';
const SERVER_URL = 'https://server.example/cb';

const create = (suite: AppSuite, argv: string[]) =>
  runClientCommand(parseClientArgs(argv, testConfig()), { db: suite.database.db, print: () => {} });

describe('create-client --public (admin tool)', () => {
  const parse = (...argv: string[]) => parseClientArgs(argv, testConfig());

  it('reads native and browser apps with the redirect URLs RFC 8252 allows', () => {
    expect(
      parse(
        'create-client',
        'app',
        '--public',
        '--type',
        'native',
        '--redirect-url',
        'com.aurora.app:/cb',
        '--redirect-url',
        'http://127.0.0.1/cb',
        '--redirect-url',
        'http://[::1]/cb',
        '--redirect-url',
        'https://app.aurora.example/cb',
        '--backchannel-logout-url',
        'https://app.aurora.example/logout',
      ),
    ).toMatchObject({ type: 'native', backchannelLogoutUrl: 'https://app.aurora.example/logout' });
    expect(
      parse('create-client', 'spa', '--public', '--type', 'spa', '--redirect-url', SPA_URL),
    ).toMatchObject({ type: 'spa' });
  });

  it('refuses what a public client cannot be', () => {
    const refused: [string[], RegExp][] = [
      [['create-client', 'app', '--public', '--redirect-url', SPA_URL], /--type native or/],
      [['create-client', 'app', '--type', 'spa', '--redirect-url', SPA_URL], /add --public/],
      [['create-client', 'app', '--public', '--type', 'tv', '--redirect-url', SPA_URL], /--type/],
      [
        [
          'create-client',
          'app',
          '--public',
          '--type',
          'spa',
          '--redirect-url',
          SPA_URL,
          '--secret',
          'x'.repeat(40),
        ],
        /no secret/,
      ],
      [['create-client', '--shop', '--public', '--type', 'spa', '--redirect-url', SPA_URL], /shop/],
      // A private-use scheme is a reverse domain name; no web-only scheme for a browser app.
      [
        ['create-client', 'app', '--public', '--type', 'native', '--redirect-url', 'myapp:/cb'],
        /reverse domain/,
      ],
      [
        [
          'create-client',
          'app',
          '--public',
          '--type',
          'native',
          '--redirect-url',
          'javascript:alert(1)',
        ],
        /scheme/,
      ],
      [
        [
          'create-client',
          'app',
          '--public',
          '--type',
          'native',
          '--redirect-url',
          'http://localhost/cb',
        ],
        /loopback IP/,
      ],
      [
        [
          'create-client',
          'app',
          '--public',
          '--type',
          'native',
          '--redirect-url',
          'https://127.0.0.1/cb',
        ],
        /loopback/,
      ],
      [
        [
          'create-client',
          'app',
          '--public',
          '--type',
          'spa',
          '--redirect-url',
          'com.aurora.app:/cb',
        ],
        /https/,
      ],
      [
        [
          'create-client',
          'app',
          '--redirect-url',
          SERVER_URL,
          '--backchannel-logout-url',
          'http://rp.example/bcl',
        ],
        /backchannel-logout-url/,
      ],
    ];
    for (const [argv, message] of refused) {
      expect(() => parse(...argv), argv.join(' ')).toThrow(message);
    }
  });
});

describe.each(databases)('public clients on %s', (kind) => {
  let sink: HttpSink;
  const suite = appSuite(kind, { BACKCHANNEL_LOGOUT_PRIVATE: 'true' });
  const consoleApi = consoleTester(suite);

  beforeAll(async () => {
    sink = await startHttpSink();
    const backchannel = sink.url.replace('/sms', '/backchannel');
    await create(suite, [
      'create-client',
      NATIVE_ID,
      '--name',
      'Aurora App',
      '--public',
      '--type',
      'native',
      '--redirect-url',
      NATIVE_SCHEME_URL,
      '--redirect-url',
      NATIVE_LOOPBACK_URL,
      '--scope',
      'email',
      '--backchannel-logout-url',
      backchannel,
      '--post-logout-url',
      NATIVE_SCHEME_URL,
    ]);
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
    ]);
    await create(suite, [
      'create-client',
      SERVER_ID,
      '--redirect-url',
      SERVER_URL,
      '--secret',
      SERVER_SECRET,
      '--skip-consent',
    ]);
  });
  afterAll(async () => {
    await sink.close();
  });

  async function user(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const tokens = await signIn(suite.app, email);
    return { email, token: tokens.access_token, browser: new TestBrowser(() => suite.app) };
  }

  const native = (redirectUri = NATIVE_SCHEME_URL, dpop?: oauth.DPoPHandle) =>
    relyingParty(suite, ISSUER, NATIVE_ID, undefined, redirectUri, dpop ? { dpop } : {});
  const spa = (origin = SPA_ORIGIN) =>
    relyingParty(suite, ISSUER, SPA_ID, undefined, SPA_URL, { headers: { origin } });

  /**
   * The front channel of a sign-in up to the client's callback (a first-party client: no consent),
   * without redeeming the code.
   */
  async function callbackOf(app: RelyingParty, who: { token: string; browser: TestBrowser }) {
    const flow = await app.authorization();
    const start = await who.browser.request(flow.url);
    expect(start.status, start.body).toBe(303);
    const login = new URL(start.location ?? '');
    const params = Object.fromEntries(
      ['client_id', 'redirect_url', 'interaction'].map((name) => [
        name,
        login.searchParams.get(name) ?? '',
      ]),
    );
    const finished = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
      headers: { [AUTH_HEADER]: who.token, cookie: who.browser.cookieHeader },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    let redirect = (finished.json() as { data: { redirect?: string } }).data.redirect;
    if (redirect === undefined) {
      const allowed = await suite.app.inject({
        method: 'POST',
        url: paths.oauthConsent,
        headers: { [AUTH_HEADER]: who.token, cookie: who.browser.cookieHeader },
        payload: { ...params, allow: true },
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      redirect = (allowed.json() as { data: { redirect: string } }).data.redirect;
    }
    const resumed = await who.browser.request(redirect);
    expect(resumed.status, resumed.body).toBe(303);
    return { flow, callback: resumed.location ?? '' };
  }

  /** The logout tokens the app's back-channel URL received, verified against the JWKS. */
  async function logoutTokens() {
    const jwks = await suite.app.inject({ method: 'GET', url: OIDC_PATHS.jwks });
    const keys = createLocalJWKSet(jwks.json());
    return Promise.all(
      sink.requests
        .filter((request) => request.url === '/backchannel')
        .map(async (request) => {
          const token = new URLSearchParams(request.body).get('logout_token') ?? '';
          const { payload } = await jwtVerify(token, keys, { issuer: ISSUER, audience: NATIVE_ID });
          return payload;
        }),
    );
  }

  it('a native app signs in with code + PKCE through a private-use scheme, refreshes, reads userinfo and revokes', async () => {
    const who = await user('native');
    const app = native();
    const { tokens, callback } = await codeFlow(suite, app, who);
    expect(callback.startsWith(`${NATIVE_SCHEME_URL}?`)).toBe(true);
    const sub = decodeJwt(tokens.id_token ?? '').sub ?? '';
    const server = await app.discover();
    const info = await app.userinfo(tokens.access_token, sub);
    expect(info.email).toBe(who.email);
    // The refresh token rotates; the old one, used again, ends the grant.
    const first = tokens.refresh_token ?? '';
    const rotated = await oauth.processRefreshTokenResponse(
      server,
      app.client,
      await app.refresh(first),
    );
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first);
    const reused = await app.refresh(first);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await app.refresh(rotated.refresh_token ?? '')).status).toBe(400);
    // Revocation with no client authentication but its id.
    const again = await codeFlow(suite, app, who);
    await app.revoke(again.tokens.refresh_token ?? '');
    expect((await app.refresh(again.tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('a native app redirects to a loopback address on any port (RFC 8252 §7.3)', async () => {
    const who = await user('loopback');
    const app = native('http://127.0.0.1:51234/cb');
    const { callback, tokens } = await codeFlow(suite, app, who);
    expect(callback.startsWith('http://127.0.0.1:51234/cb?')).toBe(true);
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses a public client without PKCE, and a token request without the verifier', async () => {
    const who = await user('no-pkce');
    const app = native();
    const flow = await app.authorization({
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    const answer = await who.browser.request(flow.url);
    expect(answer.status).toBe(303);
    const back = new URL(answer.location ?? '');
    expect(`${back.protocol}${back.pathname}`).toBe(NATIVE_SCHEME_URL);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
    // A plain challenge is not taken either.
    const plain = await app.authorization({
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const refused = new URL((await who.browser.request(plain.url)).location ?? '');
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    // A code redeemed without its verifier.
    const { callback } = await callbackOf(app, who);
    const code = new URL(callback).searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const redeemed = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: NATIVE_ID,
        grant_type: 'authorization_code',
        code,
        redirect_uri: NATIVE_SCHEME_URL,
      }).toString(),
    });
    expect(redeemed.statusCode).toBe(400);
    expect(redeemed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("a public client's refresh token is its own: another client using it gets invalid_grant", async () => {
    const who = await user('stolen');
    const { tokens } = await codeFlow(suite, native(), who);
    const thief = relyingParty(suite, ISSUER, SERVER_ID, SERVER_SECRET, SERVER_URL);
    const stolen = await thief.refresh(tokens.refresh_token ?? '');
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
    const asSpa = await spa().refresh(tokens.refresh_token ?? '');
    expect(asSpa.status).toBe(400);
    expect(await asSpa.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('binds the tokens of a client that sends DPoP proofs to its key, the refresh token too', async () => {
    const who = await user('dpop');
    const keys = await oauth.generateKeyPair('ES256');
    const bound = native(NATIVE_SCHEME_URL, oauth.DPoP({}, keys));
    const { tokens } = await codeFlow(suite, bound, who);
    expect(tokens.token_type.toLowerCase()).toBe('dpop');
    // The same refresh token without a proof, or with another key's: refused.
    const bare = await native().refresh(tokens.refresh_token ?? '');
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: 'invalid_grant' });
    const other = native(NATIVE_SCHEME_URL, oauth.DPoP({}, await oauth.generateKeyPair('ES256')));
    expect((await other.refresh(tokens.refresh_token ?? '')).status).toBe(400);
    // With its own key it refreshes.
    const server = await bound.discover();
    const refreshed = await oauth.processRefreshTokenResponse(
      server,
      bound.client,
      await bound.refresh(tokens.refresh_token ?? ''),
    );
    expect(refreshed.token_type.toLowerCase()).toBe('dpop');
  });

  it('answers a browser app from its own origin with CORS, refusals included, and no other origin', async () => {
    const who = await user('spa');
    const { flow, callback } = await callbackOf(spa(), who);
    const code = new URL(callback).searchParams.get('code') ?? '';

    const token = (origin: string, form: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: OIDC_PATHS.token,
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_id: SPA_ID, ...form }).toString(),
      });
    // The preflight names the methods; the real call carries the origin.
    const preflight = await suite.app.inject({
      method: 'OPTIONS',
      url: OIDC_PATHS.token,
      headers: { origin: SPA_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SPA_ORIGIN);
    // Another origin: no CORS header, and the call is refused.
    const foreign = await token('https://evil.example', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: SPA_URL,
      code_verifier: flow.verifier,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // The app's origin: the tokens, readable by it.
    const granted = await token(SPA_ORIGIN, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: SPA_URL,
      code_verifier: flow.verifier,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.headers['access-control-allow-origin']).toBe(SPA_ORIGIN);
    const tokens = granted.json<{ access_token: string; refresh_token: string }>();
    // Userinfo and revocation from the app's origin; userinfo from another has no CORS header.
    const userinfo = (origin: string) =>
      suite.app.inject({
        method: 'GET',
        url: OIDC_PATHS.userinfo,
        headers: { origin, authorization: `Bearer ${tokens.access_token}` },
      });
    const mine = await userinfo(SPA_ORIGIN);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['access-control-allow-origin']).toBe(SPA_ORIGIN);
    const theirs = await userinfo('https://evil.example');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    const revoked = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.revocation,
      headers: { origin: SPA_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: SPA_ID, token: tokens.refresh_token }).toString(),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.headers['access-control-allow-origin']).toBe(SPA_ORIGIN);
    // A refusal (the code again) keeps its CORS header, so the app can read the error.
    const reused = await token(SPA_ORIGIN, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: SPA_URL,
      code_verifier: flow.verifier,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.headers['access-control-allow-origin']).toBe(SPA_ORIGIN);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a confidential client gets no CORS header, even from its redirect origin', async () => {
    const answer = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: {
        origin: 'https://server.example',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${SERVER_ID}:${SERVER_SECRET}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tells the app by back-channel logout when the user signs out at the provider, of the web app, or changes the password', async () => {
    const who = await user('bcl1');
    const app = native();
    const countBefore = (await logoutTokens()).length;
    // 1. "Sign me out" at the provider (RP-initiated logout).
    const first = await codeFlow(suite, app, who);
    const sid = decodeJwt(first.tokens.id_token ?? '').sid;
    const sub = decodeJwt(first.tokens.id_token ?? '').sub;
    expect(sid).toBeTruthy();
    const url = new URL((await app.discover()).end_session_endpoint ?? '');
    url.search = new URLSearchParams({
      id_token_hint: first.tokens.id_token ?? '',
      post_logout_redirect_uri: NATIVE_SCHEME_URL,
    }).toString();
    const confirm = await who.browser.request(url.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action =
      /id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await who.browser.request(action, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(NATIVE_SCHEME_URL);
    await vi.waitFor(async () => expect((await logoutTokens()).length).toBe(countBefore + 1));
    const atProvider = (await logoutTokens()).at(-1);
    expect(atProvider).toMatchObject({
      sub,
      sid,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    });
    expect(atProvider).not.toHaveProperty('nonce');
    // The web app's own session ended with it (decision 040).
    const home = await suite.app.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: { [AUTH_HEADER]: who.token },
    });
    expect(home.statusCode).toBe(401);

    // 2. The web app's logout (a session floor revocation).
    const again = await user('bcl2');
    const second = await codeFlow(suite, app, again);
    const secondSid = decodeJwt(second.tokens.id_token ?? '').sid;
    const logout = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: again.token },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await logoutTokens()).map((token) => token.sid)).toContain(secondSid),
    );

    // 3. A password change ends every session of the account.
    const third = await user('bcl3');
    const thirdFlow = await codeFlow(suite, app, third);
    const thirdSid = decodeJwt(thirdFlow.tokens.id_token ?? '').sid;
    const changed = await suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: third.token },
      payload: { currentPassword: VALID_PASSWORD, password: 'Another-Dock456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await logoutTokens()).map((token) => token.sid)).toContain(thirdSid),
    );
  });

  it('tells the app by back-channel logout when another device ends this one, or staff disable the account', async () => {
    const app = native();
    // 1. A device ended from another one (the Security page's "sign out" of one device).
    const who = await user('bcl-device');
    const flow = await codeFlow(suite, app, who);
    const sid = decodeJwt(flow.tokens.id_token ?? '').sid;
    const other = (await signIn(suite.app, who.email)).access_token;
    const listed = await suite.app.inject({
      method: 'GET',
      url: paths.sessions,
      headers: { [AUTH_HEADER]: other },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { sessions } = listed.json<{ data: { sessions: { id: string; current: boolean }[] } }>()
      .data;
    const first = sessions.find((session) => !session.current);
    expect(sessions).toHaveLength(2);
    const ended = await suite.app.inject({
      method: 'POST',
      url: paths.endSession,
      headers: { [AUTH_HEADER]: other },
      payload: { sessionId: first?.id },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await logoutTokens()).map((token) => token.sid)).toContain(sid),
    );

    // 2. The account disabled in the support console.
    const disabled = await user('bcl-disabled');
    const disabledFlow = await codeFlow(suite, app, disabled);
    const disabledSid = decodeJwt(disabledFlow.tokens.id_token ?? '').sid;
    const userId = (
      await suite.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', disabled.email)
        .executeTakeFirstOrThrow()
    ).id;
    const staff = await consoleApi.signIn(await createStaff(suite.database.db, kind, 'support'));
    const action = await consoleApi.call(
      'POST',
      consolePaths.userAction.replace(':userId', userId),
      staff,
      { tenant: '000000', action: 'disable' },
    );
    expect(action.statusCode, action.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await logoutTokens()).map((token) => token.sid)).toContain(disabledSid),
    );
    // Exactly one logout token for each ended session.
    const sids = (await logoutTokens()).map((token) => token.sid);
    expect(sids.filter((one) => one === sid)).toHaveLength(1);
    expect(sids.filter((one) => one === disabledSid)).toHaveLength(1);
  });

  it('prompt=consent shows the consent screen again although the scopes were granted', async () => {
    const who = await user('consent');
    const app = native();
    await codeFlow(suite, app, who);
    const flow = await app.authorization({ prompt: 'consent' });
    const start = await who.browser.request(flow.url);
    const login = new URL(start.location ?? '');
    const params = Object.fromEntries(
      ['client_id', 'redirect_url', 'interaction'].map((name) => [
        name,
        login.searchParams.get(name) ?? '',
      ]),
    );
    const asked = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
      headers: { [AUTH_HEADER]: who.token, cookie: who.browser.cookieHeader },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      data: { consent: { client_id: NATIVE_ID, name: 'Aurora App', scopes: ['email'] } },
    });
    const allowed = await suite.app.inject({
      method: 'POST',
      url: paths.oauthConsent,
      headers: { [AUTH_HEADER]: who.token, cookie: who.browser.cookieHeader },
      payload: { ...params, allow: true },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const resumed = await who.browser.request(
      (allowed.json() as { data: { redirect: string } }).data.redirect,
    );
    const callback = new URL(resumed.location ?? '');
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect((await app.redeem(callback.href, flow)).access_token).toBeTruthy();
  });

  it('prompt=none gives a first-party client a code while the provider session lives, also after its grant ended', async () => {
    const who = await user('silent');
    const app = spa();
    await callbackOf(app, who);
    const apps = await suite.app.inject({
      method: 'GET',
      url: paths.apps,
      headers: { [AUTH_HEADER]: who.token },
    });
    const grant = (
      apps.json() as { data: { apps: { grant_id: string; client_id: string }[] } }
    ).data.apps.find((entry) => entry.client_id === SPA_ID);
    expect(grant).toBeDefined();
    const revoked = await suite.app.inject({
      method: 'POST',
      url: paths.appsRevoke,
      headers: { [AUTH_HEADER]: who.token },
      payload: { grant_id: grant?.grant_id ?? '' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const flow = await app.authorization({ prompt: 'none' });
    const answer = await who.browser.request(flow.url);
    expect(answer.status, answer.body).toBe(303);
    const callback = new URL(answer.location ?? '');
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect((await app.redeem(callback.href, flow)).access_token).toBeTruthy();
    // A third-party client is still asked (a native app's prompt=none: interaction_required).
    const other = await user('silent-3p');
    await codeFlow(suite, native(), other);
    const listed = await suite.app.inject({
      method: 'GET',
      url: paths.apps,
      headers: { [AUTH_HEADER]: other.token },
    });
    for (const entry of (listed.json() as { data: { apps: { grant_id: string }[] } }).data.apps) {
      await suite.app.inject({
        method: 'POST',
        url: paths.appsRevoke,
        headers: { [AUTH_HEADER]: other.token },
        payload: { grant_id: entry.grant_id },
      });
    }
    const thirdParty = await native().authorization({ prompt: 'none' });
    const refused = new URL((await other.browser.request(thirdParty.url)).location ?? '');
    expect(refused.searchParams.get('error')).toMatch(/^(consent|interaction)_required$/);
    expect(refused.searchParams.get('code')).toBeNull();
  });

  it('login_hint reaches the sign-in screen, which fills the account field with it', async () => {
    const who = await user('hint');
    const flow = await native().authorization({ login_hint: 'robot@example.com' });
    const start = await who.browser.request(flow.url);
    const login = new URL(start.location ?? '');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('login_hint')).toBe('robot@example.com');
  });
  it('answers a revocation 200 without a content type, as a browser library expects (RFC 7009)', async () => {
    const who = await user('revocation-type');
    const { flow, callback } = await callbackOf(spa(), who);
    const code = new URL(callback).searchParams.get('code') ?? '';
    const granted = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: { origin: SPA_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: SPA_ID,
        grant_type: 'authorization_code',
        code,
        redirect_uri: SPA_URL,
        code_verifier: flow.verifier,
      }).toString(),
    });
    const { refresh_token: refreshToken } = granted.json<{ refresh_token: string }>();
    const revoked = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.revocation,
      headers: { origin: SPA_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: SPA_ID, token: refreshToken }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toBe('');
    expect(revoked.headers['content-type']).toBeUndefined();
    expect(revoked.headers['access-control-allow-origin']).toBe(SPA_ORIGIN);
    // A refused revocation keeps its JSON answer.
    const refused = await suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.revocation,
      headers: { origin: SPA_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: SPA_ID }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });
});
