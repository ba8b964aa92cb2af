import { OIDC_PATHS } from '@account-centre/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'kysely';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ClientUsageError,
  parseClientArgs,
  runClientCommand,
} from '#modules/oauth/client-commands.ts';
import { SigningKeysRepo } from '#modules/oidc/signing-keys.repo.ts';
import { SigningKeys } from '#modules/oidc/signing-keys.service.ts';
import { pkce } from '#testing/oauth-client.ts';
import { relyingParty, type RelyingParty } from '#testing/relying-party.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { SecureClient } from '#testing/secure-client.ts';
import {
  AUTH_HEADER,
  createTestApp,
  databases,
  paths,
  registerUser,
  signIn,
  testConfig,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';

const ISSUER = 'http://localhost:3000';
const SHOP_ID = 'aurora-shop';
const SHOP_SECRET = 'shop-secret-for-tests-0123456789abcdef';
const SHOP_URL = 'https://shop.example/cb';
const SHOP_LOGOUT_URL = 'https://shop.example/signed-out';
const PARTNER_ID = 'partner-app';
const PARTNER_SECRET = 'partner-secret-for-tests-0123456789abc';
const PARTNER_URL = 'http://localhost:4000/callback';

/** Every spelling of the shop's redirect URL that must not be taken for it (no open redirect). */
const BAD_REDIRECTS = [
  'https://shop.example/CB',
  'https://shop.example/cb/..;/',
  'https://shop.example/cb/',
  'https://shop.example/cb?next=https://evil.example/',
  'https://shop.example.evil/cb',
  'https://shop.example@evil.example/cb',
  'https://shop.example%25@evil.example/cb',
  'HTTPS://shop.example/cb',
  'http://shop.example/cb',
  '//evil.example/cb',
  'javascript:alert(1)',
];

const create = (suite: AppSuite, argv: string[], print: (line: string) => void = () => {}) =>
  runClientCommand(parseClientArgs(argv, testConfig()), { db: suite.database.db, print });

async function registerClients(suite: AppSuite, print?: (line: string) => void) {
  await create(
    suite,
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
    print,
  );
  await create(
    suite,
    [
      'create-client',
      PARTNER_ID,
      '--name',
      'Partner App',
      '--redirect-url',
      PARTNER_URL,
      '--scope',
      'email',
      '--scope',
      'phone',
      '--secret',
      PARTNER_SECRET,
    ],
    print,
  );
}

describe('client commands (admin tool)', () => {
  const config = testConfig();
  const parse = (...argv: string[]) => parseClientArgs(argv, config);

  it('reads create-client and refuses redirect URLs that are not exact, absolute and safe', () => {
    expect(parse('create-client', '--shop', '--redirect-url', SHOP_URL)).toMatchObject({
      clientId: SHOP_ID,
      shop: true,
      redirectUrls: [SHOP_URL],
    });
    expect(
      parse(
        'create-client',
        'a.b-c',
        '--redirect-url',
        PARTNER_URL,
        '--scope',
        'email',
        '--skip-consent',
        '--post-logout-url',
        'https://a.example/bye',
      ),
    ).toMatchObject({
      clientId: 'a.b-c',
      shop: false,
      scopes: ['email'],
      skipConsent: true,
      postLogoutUrls: ['https://a.example/bye'],
    });
    const refused: string[][] = [
      ['create-client', 'x1x'],
      ['create-client', '--redirect-url', SHOP_URL],
      ['create-client', 'a b', '--redirect-url', SHOP_URL],
      ['create-client', 'abc', '--redirect-url', 'http://shop.example/cb'],
      ['create-client', 'abc', '--redirect-url', 'https://u@shop.example/cb'],
      ['create-client', 'abc', '--redirect-url', 'https://shop.example/cb#f'],
      ['create-client', 'abc', '--redirect-url', 'https://SHOP.example/cb'],
      ['create-client', 'abc', '--redirect-url', '/cb'],
      [
        'create-client',
        'abc',
        '--redirect-url',
        SHOP_URL,
        '--post-logout-url',
        'http://a.example/',
      ],
      ['create-client', 'abc', '--redirect-url', SHOP_URL, '--scope', 'admin'],
      ['create-client', 'abc', '--redirect-url', SHOP_URL, '--secret', 'short'],
      ['list-clients', 'abc'],
      ['remove-client'],
    ];
    for (const argv of refused)
      expect(() => parse(...argv), argv.join(' ')).toThrow(ClientUsageError);
  });
});

describe.each(databases)('OpenID provider (oidc-provider) on %s', (kind) => {
  const suite = appSuite(kind, { OIDC_ISSUER: ISSUER, ...UNLIMITED_CODES });
  const printed: string[] = [];
  let shop: RelyingParty;
  let partner: RelyingParty;

  beforeAll(async () => {
    await registerClients(suite, (line) => printed.push(line));
    shop = relyingParty(suite, ISSUER, SHOP_ID, SHOP_SECRET, SHOP_URL);
    partner = relyingParty(suite, ISSUER, PARTNER_ID, PARTNER_SECRET, PARTNER_URL);
  });

  /** A registered, signed-in user of the web app, with a browser. */
  async function user(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const tokens = await signIn(suite.app, email);
    return { email, token: tokens.access_token, browser: new TestBrowser(() => suite.app) };
  }

  /** A call of the web app; from `browser`, it carries that browser's cookies. */
  const webCall = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
    browser?: TestBrowser,
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        [AUTH_HEADER]: token,
        ...(browser && browser.cookieHeader !== '' ? { cookie: browser.cookieHeader } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /** GET authCode for an interaction: what the web app calls after sign-in, in `browser`. */
  const authCode = (token: string, params: Record<string, string>, browser: TestBrowser) =>
    webCall(
      'GET',
      `${paths.authCode}?${new URLSearchParams(params).toString()}`,
      token,
      undefined,
      browser,
    );

  /**
   * The front channel up to the web app's /login: the provider sends the browser there with the
   * spec's url parameters and the interaction.
   */
  async function toLogin(browser: TestBrowser, url: string) {
    const start = await browser.request(url);
    expect(start.status, start.body).toBe(303);
    const login = new URL(start.location ?? '');
    expect(login.origin + login.pathname).toBe(`${ISSUER}/login`);
    return {
      client_id: login.searchParams.get('client_id') ?? '',
      redirect_url: login.searchParams.get('redirect_url') ?? '',
      interaction: login.searchParams.get('interaction') ?? '',
    };
  }

  /** The resume URL followed: the provider's redirect to the client. */
  async function resume(browser: TestBrowser, redirect: string) {
    const resumed = await browser.request(redirect);
    expect(resumed.status, resumed.body).toBe(303);
    return resumed.location ?? '';
  }

  /** The whole first-party sign-in: provider, web sign-in (authCode), back to the client. */
  async function signInAt(
    rp: RelyingParty,
    who: { token: string; browser: TestBrowser },
    extra: Record<string, string | undefined> = {},
  ) {
    const flow = await rp.authorization(extra);
    const params = await toLogin(who.browser, flow.url);
    const finished = await authCode(who.token, params, who.browser);
    expect(finished.statusCode, finished.body).toBe(200);
    const data = (finished.json() as { data: { redirect?: string; consent?: unknown } }).data;
    let redirect = data.redirect;
    if (data.consent) {
      const allowed = await webCall(
        'POST',
        paths.oauthConsent,
        who.token,
        { ...params, allow: true },
        who.browser,
      );
      expect(allowed.statusCode, allowed.body).toBe(200);
      redirect = (allowed.json() as { data: { redirect: string } }).data.redirect;
    }
    const callback = await resume(who.browser, redirect ?? '');
    return { flow, callback, tokens: await rp.redeem(callback, flow) };
  }

  /** The error the provider sends the browser back to the client with. */
  function errorOf(callback: string) {
    const url = new URL(callback);
    // The query, or the fragment for a response type the fragment belongs to.
    const params = url.searchParams.has('error')
      ? url.searchParams
      : new URLSearchParams(url.hash.slice(1));
    return {
      at: url.origin + url.pathname,
      error: params.get('error'),
      state: params.get('state'),
      iss: params.get('iss'),
    };
  }

  it('discovery lists every endpoint relying parties expect, S256 PKCE only', async () => {
    expect(await shop.discover()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}${OIDC_PATHS.authorization}`,
      token_endpoint: `${ISSUER}${OIDC_PATHS.token}`,
      userinfo_endpoint: `${ISSUER}${OIDC_PATHS.userinfo}`,
      jwks_uri: `${ISSUER}${OIDC_PATHS.jwks}`,
      end_session_endpoint: `${ISSUER}${OIDC_PATHS.endSession}`,
      revocation_endpoint: `${ISSUER}${OIDC_PATHS.revocation}`,
      introspection_endpoint: `${ISSUER}${OIDC_PATHS.introspection}`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    const jwks = await suite.app.inject({ method: 'GET', url: OIDC_PATHS.jwks });
    const keys = (jwks.json() as { keys: Record<string, string>[] }).keys;
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it("takes the client secret in the form body too (client_secret_post, openid-client's default)", async () => {
    const tokenCallWith = (secret: string) =>
      suite.app.inject({
        method: 'POST',
        url: OIDC_PATHS.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'a-code-nobody-was-given',
          redirect_uri: SHOP_URL,
          code_verifier: 'v'.repeat(43),
          client_id: SHOP_ID,
          client_secret: secret,
        }).toString(),
      });
    // Authenticated, then the made-up code is refused; a wrong secret is not authenticated.
    expect((await tokenCallWith(SHOP_SECRET)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await tokenCallWith(`${SHOP_SECRET}x`)).json()).toMatchObject({
      error: 'invalid_client',
    });
  });

  it('keeps the registry the one source of clients: the secret printed once, only its hash stored', async () => {
    expect(printed).toContain(`client_secret ${SHOP_SECRET}`);
    const rows = await suite.database.db.selectFrom('oauth_clients').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(SHOP_SECRET);
    expect(rows.find((row) => row.client_id === SHOP_ID)).toMatchObject({
      is_shop: true,
      skip_consent: true,
      post_logout_redirect_urls: [SHOP_LOGOUT_URL],
    });
    expect(rows.find((row) => row.client_id === PARTNER_ID)).toMatchObject({ skip_consent: false });
    const stored = await suite.database.db
      .selectFrom('oidc_payloads')
      .select('kind')
      .where('kind', '=', 'Client')
      .execute();
    expect(stored).toEqual([]);
  });

  it('tells the web app whether a client and redirect URL may be used, before sign-in', async () => {
    const check = (clientId: string, redirectUrl: string) =>
      suite.app.inject({
        method: 'GET',
        url: `${paths.oauthClient}?${new URLSearchParams({ client_id: clientId, redirect_url: redirectUrl }).toString()}`,
      });
    expect((await check(SHOP_ID, SHOP_URL)).json()).toMatchObject({
      code: 0,
      data: { client_id: SHOP_ID, name: 'Aurora Shop', shop: true },
    });
    expect((await check('no-such-client', SHOP_URL)).json()).toMatchObject({ code: 40060 });
    expect((await check(PARTNER_ID, SHOP_URL)).json()).toMatchObject({ code: 40061 });
  });

  it.each(BAD_REDIRECTS)(
    'refuses the redirect URL %j everywhere, never redirecting',
    async (url) => {
      const { browser, token } = await user('bad-redirect');
      const flow = await shop.authorization({ redirect_uri: url });
      const atProvider = await browser.request(flow.url);
      expect(atProvider.status).toBe(400);
      expect(atProvider.location).toBeUndefined();
      expect(atProvider.body).toContain('redirect_uri');
      const check = await suite.app.inject({
        method: 'GET',
        url: `${paths.oauthClient}?${new URLSearchParams({ client_id: SHOP_ID, redirect_url: url }).toString()}`,
      });
      const code = await authCode(
        token,
        { client_id: SHOP_ID, redirect_url: url, interaction: 'abcdefghijklmnop' },
        browser,
      );
      for (const response of [check, code]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 40061 });
        expect(response.headers.location).toBeUndefined();
      }
    },
  );

  it('an unknown client gets the error page, never a redirect', async () => {
    const { browser } = await user('unknown-client');
    const flow = await shop.authorization({ client_id: 'evil-shop' });
    const answer = await browser.request(flow.url);
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
  });

  it('its error page speaks the ui_locales language, else the browser’s, offers the login and echoes no parameter', async () => {
    const { browser } = await user('error-page');
    const hostile = '<script>alert(1)</script>';
    const german = await browser.request(
      (await shop.authorization({ client_id: hostile, ui_locales: 'xx de-CH en' })).url,
      { headers: { 'accept-language': 'fr' } },
    );
    expect(german.status).toBe(400);
    expect(german.location).toBeUndefined();
    expect(german.headers['content-type']).toContain('text/html');
    expect(german.body).toContain('<html lang="de" dir="ltr" data-brand="first">');
    expect(german.body).toContain(
      '<h1 id="page-title" class="page-panel__title">Anmeldung nicht möglich</h1>',
    );
    expect(german.body).toContain('Kehren Sie zur App zurück');
    expect(german.body).toContain('Fehlercode: <code dir="ltr">invalid_client</code>');
    expect(german.body).toContain(
      '<a class="text-link" href="/login?lang=de">Weiter zur normalen Anmeldung</a>',
    );
    expect(german.body).toContain('<title>Anmeldung nicht möglich · Aurora</title>');
    expect(german.body).not.toContain('<script');
    expect(german.body).not.toContain('alert(1)');

    const flow = await shop.authorization({ redirect_uri: 'https://evil.example/"><b>x</b>' });
    const arabic = await browser.request(flow.url, {
      headers: { 'accept-language': 'xx, ar-SA;q=0.9, en;q=0.5' },
    });
    expect(arabic.status).toBe(400);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-brand="first">');
    expect(arabic.body).toContain(
      '<h1 id="page-title" class="page-panel__title">تعذّر تسجيل الدخول</h1>',
    );
    expect(arabic.body).toContain(
      '<a class="text-link" href="/login?lang=ar">المتابعة إلى تسجيل الدخول العادي</a>',
    );
    expect(arabic.body).not.toContain('evil.example');
    expect(arabic.body).not.toContain('<b>');

    const english = await browser.request(flow.url);
    expect(english.body).toContain('<html lang="en" dir="ltr" data-brand="first">');
    expect(english.body).toContain(
      '<h1 id="page-title" class="page-panel__title">Sign-in not possible</h1>',
    );
    expect(english.body).toContain(
      '<a class="text-link" href="/login?lang=en">Continue to the ordinary log-in</a>',
    );
  });

  it('signs the user in with the code flow: id_token with e-mail and auth_time, userinfo', async () => {
    const who = await user('code-flow');
    const signedInAt = Math.floor(Date.now() / 1000);
    const { callback, tokens } = await signInAt(shop, who);
    expect(new URL(callback).searchParams.get('iss')).toBe(ISSUER);
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    expect(claims).toMatchObject({
      email: who.email,
      email_verified: true,
      iss: ISSUER,
      aud: SHOP_ID,
    });
    expect(claims?.auth_time).toBeLessThanOrEqual(signedInAt + 1);
    expect(claims?.auth_time).toBeGreaterThan(signedInAt - 60);
    expect(tokens.refresh_token).toBeTruthy();
    const info = await shop.userinfo(tokens.access_token, claims?.sub ?? '');
    expect(info).toMatchObject({ sub: claims?.sub, email: who.email });
    expect(info).not.toHaveProperty('phone_number');
  });

  it('a code is taken once: presenting it again answers invalid_grant and revokes its tokens', async () => {
    const who = await user('code-reuse');
    const { flow, callback, tokens } = await signInAt(shop, who);
    await expect(shop.redeem(callback, flow)).rejects.toMatchObject({
      status: 400,
      error: 'invalid_grant',
    });
    expect((await shop.introspect(tokens.access_token)).active).toBe(false);
  });

  it('refuses a wrong PKCE verifier with 400 invalid_grant', async () => {
    const who = await user('pkce-wrong');
    const flow = await shop.authorization();
    const params = await toLogin(who.browser, flow.url);
    const finished = await authCode(who.token, params, who.browser);
    const callback = await resume(
      who.browser,
      (finished.json() as { data: { redirect: string } }).data.redirect,
    );
    await expect(
      shop.redeem(callback, { ...flow, verifier: pkce().verifier }),
    ).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it.each([
    ['no code_challenge', { code_challenge: undefined, code_challenge_method: undefined }],
    ['the plain method', { code_challenge_method: 'plain' }],
    ['a token response type', { response_type: 'token' }],
    ['a malformed code_challenge', { code_challenge: 'too-short' }],
    ['no openid scope', { scope: 'email' }],
  ])('sends the error back to the client for %s', async (_name, extra) => {
    const { browser } = await user('error-redirect');
    const flow = await shop.authorization(extra);
    const answer = await browser.request(flow.url);
    expect(answer.status, answer.body).toBe(303);
    const error = errorOf(answer.location ?? '');
    expect(error, answer.location).toMatchObject({ at: SHOP_URL, state: flow.state, iss: ISSUER });
    expect(error.error).toMatch(/^(invalid_request|unsupported_response_type)$/);
  });

  it('prompt=none answers login_required without a sign-in, and a code silently after one', async () => {
    const who = await user('prompt-none');
    const silent = await shop.authorization({ prompt: 'none' });
    const first = await who.browser.request(silent.url);
    expect(errorOf(first.location ?? '')).toMatchObject({ at: SHOP_URL, error: 'login_required' });

    await signInAt(shop, who);
    const again = await shop.authorization({ prompt: 'none' });
    const answer = await who.browser.request(again.url);
    expect(answer.status).toBe(303);
    const tokens = await shop.redeem(answer.location ?? '', again);
    expect(oauth.getValidatedIdTokenClaims(tokens)).toMatchObject({ email: who.email });
  });

  it('prompt=login and max_age=0 send the user to sign in again', async () => {
    const who = await user('prompt-login');
    await signInAt(shop, who);
    for (const extra of [{ prompt: 'login' }, { max_age: '0' }]) {
      const flow = await shop.authorization(extra);
      const params = await toLogin(who.browser, flow.url);
      expect(params.interaction).not.toBe('');
    }
  });

  it('asks a third-party client consent once; deny sends access_denied back', async () => {
    const who = await user('consent');
    const flow = await partner.authorization({ scope: 'openid email phone' });
    const params = await toLogin(who.browser, flow.url);
    const asked = await authCode(who.token, params, who.browser);
    expect(asked.json()).toMatchObject({
      data: { consent: { client_id: PARTNER_ID, name: 'Partner App', scopes: ['email', 'phone'] } },
    });
    const denied = await webCall(
      'POST',
      paths.oauthConsent,
      who.token,
      { ...params, allow: false },
      who.browser,
    );
    expect(denied.statusCode, denied.body).toBe(200);
    const callback = await resume(
      who.browser,
      (denied.json() as { data: { redirect: string } }).data.redirect,
    );
    expect(errorOf(callback)).toMatchObject({
      at: PARTNER_URL,
      error: 'access_denied',
      state: flow.state,
    });

    await signInAt(partner, who, { scope: 'openid email phone' });
    // Allowed once: the next request needs no consent.
    const next = await partner.authorization({ scope: 'openid email phone' });
    const nextParams = await toLogin(who.browser, next.url + '&prompt=login');
    // prompt=login takes a sign-in made for this request (decision 055): the password again.
    const fresh = await signIn(suite.app, who.email);
    const answered = await authCode(fresh.access_token, nextParams, who.browser);
    expect(answered.json()).toMatchObject({ data: { redirect: expect.any(String) } });
  });

  it('prompt=none for a client not yet allowed answers consent_required', async () => {
    const who = await user('consent-none');
    await signInAt(shop, who);
    const flow = await partner.authorization({ prompt: 'none' });
    const answer = await who.browser.request(flow.url);
    expect(errorOf(answer.location ?? '')).toMatchObject({
      at: PARTNER_URL,
      error: 'consent_required',
    });
  });

  it('refuses a sign-in request that is unknown, of another client, or finished', async () => {
    const who = await user('interaction');
    const flow = await shop.authorization();
    const params = await toLogin(who.browser, flow.url);
    const unknown = await authCode(
      who.token,
      { ...params, interaction: 'abcdefghijklmnopqrstu' },
      who.browser,
    );
    expect(unknown.json()).toMatchObject({ code: 40062 });
    const other = await authCode(
      who.token,
      { ...params, client_id: PARTNER_ID, redirect_url: PARTNER_URL },
      who.browser,
    );
    expect(other.json()).toMatchObject({ code: 40062 });
    const signedOut = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await authCode(who.token, params, who.browser)).statusCode).toBe(200);
    expect((await authCode(who.token, params, who.browser)).json()).toMatchObject({
      code: 40062,
    });
  });

  /** The stored sign-in request (its `result` is set once it is finished). */
  async function storedInteraction(uid: string) {
    const row = await suite.database.db
      .selectFrom('oidc_payloads')
      .select('payload')
      .where('kind', '=', 'Interaction')
      .where('id', '=', uid)
      .executeTakeFirst();
    if (!row) return undefined;
    return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
      result?: unknown;
    };
  }

  it('finishes a sign-in request only in the browser that started it (request fixation, decision 038)', async () => {
    const attacker = await user('fix-a');
    const victim = await user('fix-v');
    const flow = await shop.authorization();
    // The attacker starts the request and sends the victim the /login link it leads to.
    const params = await toLogin(attacker.browser, flow.url);
    const refused = [
      // The victim's browser has no interaction cookie …
      await authCode(victim.token, params, victim.browser),
      await webCall(
        'POST',
        paths.oauthConsent,
        victim.token,
        { ...params, allow: true },
        victim.browser,
      ),
      // … nor a copy of the uid without the provider's signature …
      await suite.app.inject({
        method: 'GET',
        url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
        headers: { [AUTH_HEADER]: victim.token, cookie: `_interaction=${params.interaction}` },
      }),
    ];
    // … and its own sign-in request is another one.
    const ownRequest = await toLogin(victim.browser, (await shop.authorization()).url);
    expect(ownRequest.interaction).not.toBe(params.interaction);
    refused.push(await authCode(victim.token, params, victim.browser));
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 40062 });
    }
    // Nothing changed: the request is still open for the browser that started it.
    expect(await storedInteraction(params.interaction)).toBeDefined();
    expect((await storedInteraction(params.interaction))?.result).toBeUndefined();
    const finished = await authCode(attacker.token, params, attacker.browser);
    expect(finished.statusCode, finished.body).toBe(200);
    const callback = await resume(
      attacker.browser,
      (finished.json() as { data: { redirect: string } }).data.redirect,
    );
    const tokens = await shop.redeem(callback, flow);
    expect(oauth.getValidatedIdTokenClaims(tokens)).toMatchObject({ email: attacker.email });
    // The victim's own request still works in the victim's browser.
    const own = await authCode(victim.token, ownRequest, victim.browser);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('sends the interaction cookie to the finishing calls (path /), the resume cookie only to its URL', async () => {
    const flow = await shop.authorization();
    const url = new URL(flow.url);
    const start = await suite.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(start.statusCode, start.body).toBe(303);
    const uid = new URL(start.headers.location ?? '', ISSUER).searchParams.get('interaction');
    const cookies = [start.headers['set-cookie'] ?? []].flat().map((line) => line.toLowerCase());
    const attributes = (name: string) =>
      cookies
        .find((line) => line.startsWith(`${name}=`))
        ?.split('; ')
        .slice(1) ?? [];
    expect(attributes('_interaction')).toEqual(
      expect.arrayContaining(['path=/', 'samesite=lax', 'httponly']),
    );
    expect(attributes('_interaction.sig')).toContain('path=/');
    expect(attributes('_interaction_resume')).toEqual(
      expect.arrayContaining([`path=${OIDC_PATHS.authorization}/${uid}`.toLowerCase(), 'httponly']),
    );
  });

  it('rotates the refresh token; a reused one answers 400 invalid_grant and ends the grant', async () => {
    const who = await user('refresh');
    const { tokens } = await signInAt(shop, who);
    const first = tokens.refresh_token ?? '';
    const server = await shop.discover();
    const rotated = await oauth.processRefreshTokenResponse(
      server,
      shop.client,
      await shop.refresh(first),
    );
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first);
    const reused = await shop.refresh(first);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    const after = await shop.refresh(rotated.refresh_token ?? '');
    expect(after.status).toBe(400);
  });

  it('of parallel uses of one refresh token exactly one succeeds, the others answer invalid_grant', async () => {
    const who = await user('refresh-race');
    const { tokens } = await signInAt(shop, who);
    const refreshToken = tokens.refresh_token ?? '';
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await shop.refresh(refreshToken);
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      }),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won, answers.map((answer) => answer.status).join(' ')).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.status !== 200)) {
      expect(lost).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    }
  });

  it("revokes a token (RFC 7009) and introspects only the asking client's tokens (RFC 7662)", async () => {
    const who = await user('revoke');
    const { tokens } = await signInAt(shop, who);
    expect(await shop.introspect(tokens.access_token)).toMatchObject({
      active: true,
      client_id: SHOP_ID,
    });
    expect((await partner.introspect(tokens.access_token)).active).toBe(false);
    await shop.revoke(tokens.refresh_token ?? '');
    const refreshed = await shop.refresh(tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(400);
    await shop.revoke(tokens.access_token);
    expect((await shop.introspect(tokens.access_token)).active).toBe(false);
  });

  it('lists the apps that can sign the user in and revokes one: its tokens stop working', async () => {
    const who = await user('apps');
    const { tokens } = await signInAt(partner, who, { scope: 'openid email' });
    await signInAt(shop, who);
    const listed = await webCall('GET', paths.apps, who.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const apps = (
      listed.json() as {
        data: { apps: { grant_id: string; client_id: string; name: string; scopes: string[] }[] };
      }
    ).data.apps;
    expect(apps.map((app) => app.client_id).sort()).toEqual([PARTNER_ID, SHOP_ID].sort());
    const partnerGrant = apps.find((app) => app.client_id === PARTNER_ID);
    expect(partnerGrant).toMatchObject({ name: 'Partner App', scopes: ['email'] });

    // Another user cannot revoke it.
    const other = await user('apps-other');
    const foreign = await webCall('POST', paths.appsRevoke, other.token, {
      grant_id: partnerGrant?.grant_id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await partner.introspect(tokens.access_token)).active).toBe(true);

    const revoked = await webCall('POST', paths.appsRevoke, who.token, {
      grant_id: partnerGrant?.grant_id,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await partner.introspect(tokens.access_token)).active).toBe(false);
    expect((await partner.refresh(tokens.refresh_token ?? '')).status).toBe(400);
    const after = await webCall('GET', paths.apps, who.token);
    expect(
      (after.json() as { data: { apps: { client_id: string }[] } }).data.apps.map(
        (app) => app.client_id,
      ),
    ).toEqual([SHOP_ID]);
  });

  it('ends the session on RP-initiated logout and returns to the registered URL', async () => {
    const who = await user('end-session');
    const { tokens } = await signInAt(shop, who);
    const server = await shop.discover();
    const url = new URL(server.end_session_endpoint ?? '');
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: SHOP_LOGOUT_URL,
      state: 'bye',
    }).toString();
    const confirm = await who.browser.request(url.href);
    expect(confirm.status).toBe(200);
    expect(confirm.headers['content-security-policy']).toContain(
      "form-action 'self' https://shop.example",
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action =
      /id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    expect(xsrf).not.toBe('');
    const done = await who.browser.request(action, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect(done.status, done.body).toBe(303);
    expect(done.location).toBe(`${SHOP_LOGOUT_URL}?state=bye`);
    // The provider's session is gone: a silent check needs a sign-in again.
    const silent = await shop.authorization({ prompt: 'none' });
    const answer = await who.browser.request(silent.url);
    expect(errorOf(answer.location ?? '')).toMatchObject({ error: 'login_required' });
    // An unregistered post-logout URL is refused.
    url.searchParams.set('post_logout_redirect_uri', 'https://evil.example/');
    const refused = await who.browser.request(url.href);
    expect(refused.status).toBe(400);
    expect(refused.location).toBeUndefined();
  });

  it('asks to confirm a sign-out in the ui_locales or browser language (rtl for Hebrew) and says it is done', async () => {
    const who = await user('logout-pages');
    const { tokens } = await signInAt(shop, who);
    const url = new URL((await shop.discover()).end_session_endpoint ?? '');
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      ui_locales: 'de',
    }).toString();
    const german = await who.browser.request(url.href, { headers: { 'accept-language': 'he' } });
    expect(german.status, german.body).toBe(200);
    expect(german.body).toContain('<html lang="de" dir="ltr" data-brand="first">');
    expect(german.body).toContain('<h1 id="page-title" class="page-panel__title">Abmelden</h1>');
    expect(german.body).toContain('<p>Aurora Shop möchte Sie von Ihrem Aurora-Konto abmelden.</p>');
    expect(german.body).toContain('name="logout">Mich abmelden</button>');
    expect(german.body).toContain('>Angemeldet bleiben</button>');
    // The product's header, language switch and footer, as on the consent screen.
    expect(german.body).toContain('<header class="site-header">');
    expect(german.body).toContain('<option value="de" lang="de" selected>Deutsch</option>');
    expect(german.body).toContain('<input type="hidden" name="id_token_hint"');
    expect(german.body).toContain('© 2025 Aurora. Alle Rechte vorbehalten.');
    expect(german.body).not.toContain('<script');

    url.searchParams.delete('ui_locales');
    const hebrew = await who.browser.request(url.href, {
      headers: { 'accept-language': 'he-IL,en;q=0.5' },
    });
    expect(hebrew.body).toContain('<html lang="he" dir="rtl" data-brand="first">');
    expect(hebrew.body).toContain('<p>Aurora Shop מבקשת לנתק אותך מהחשבון שלך ב-Aurora.</p>');
    expect(hebrew.body).toContain('name="logout">לנתק אותי</button>');

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(hebrew.body)?.[1] ?? '';
    const action = /id="op.logoutForm" method="post" action="([^"]+)"/.exec(hebrew.body)?.[1] ?? '';
    const done = await who.browser.request(action, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    // No post-logout URL: the provider's own page says it is done.
    expect(done.status, done.body).toBe(303);
    const signedOut = await who.browser.request(done.location ?? '', {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(signedOut.status, signedOut.body).toBe(200);
    expect(signedOut.body).toContain('<html lang="zh" dir="ltr" data-brand="first">');
    expect(signedOut.body).toContain(
      '<h1 id="page-title" class="page-panel__title">已退出登录</h1>',
    );
    expect(signedOut.body).toContain('<p>您已退出 Aurora 账号。</p>');
  });

  it("first-party logout ends the browser's provider session too", async () => {
    const who = await user('web-logout');
    const { tokens } = await signInAt(shop, who);
    expect((await shop.introspect(tokens.access_token)).active).toBe(true);
    const logout = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: who.token, cookie: who.browser.cookieHeader },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const silent = await shop.authorization({ prompt: 'none' });
    const answer = await who.browser.request(silent.url);
    expect(errorOf(answer.location ?? '')).toMatchObject({ error: 'login_required' });
    // Its session-bound tokens end with it.
    expect((await shop.introspect(tokens.access_token)).active).toBe(false);
  });

  it("a password change ends the relying parties' grants and tokens", async () => {
    const who = await user('password-change');
    const { tokens } = await signInAt(shop, who);
    const changed = await webCall('POST', paths.changePassword, who.token, {
      currentPassword: VALID_PASSWORD,
      password: 'Another-Dock456',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shop.introspect(tokens.access_token)).active).toBe(false);
    expect((await shop.refresh(tokens.refresh_token ?? '')).status).toBe(400);
    const apps = await webCall('GET', paths.apps, who.token);
    expect(apps.json()).toMatchObject({ data: { apps: [] } });
  });

  it('never takes a relying-party token for a first-party session, nor the other way round', async () => {
    const who = await user('rp-token');
    const { tokens } = await signInAt(shop, who);
    for (const [method, url] of [
      ['GET', paths.userInfo],
      ['GET', paths.apps],
      ['POST', paths.homeRuleList],
      ['GET', paths.logout],
    ] as const) {
      const response = await webCall(
        method,
        url,
        tokens.access_token,
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 40100 });
    }
    expect(await tokenWorks(suite.app, who.token)).toBe(true);
    const webAtUserinfo = await suite.app.inject({
      method: 'GET',
      url: OIDC_PATHS.userinfo,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(webAtUserinfo.statusCode).toBe(401);
    expect((await shop.introspect(who.token)).active).toBe(false);
  });

  it('rotates the id_token signing key: the new one signs, the old one stays published', async () => {
    const keys = new SigningKeys({
      repo: new SigningKeysRepo(suite.database.db),
      settings: { sealingSecret: undefined, rotationDays: 30, idTokenTtlSeconds: 7200 },
    });
    const who = await user('rotation');
    const before = (await signInAt(shop, who)).tokens.id_token ?? '';
    const oldKid = decodeProtectedHeader(before).kid;
    // What `npm run admin -- rotate-keys` does; a second instance on the same database (as after a
    // restart, or another instance 30 seconds on) signs with the new key.
    const newKid = await keys.rotate();
    const second = await createTestApp(suite.database, { OIDC_ISSUER: ISSUER });
    try {
      const instance = { app: second.app, database: suite.database, printed: [] };
      const jwks = await second.app.inject({ method: 'GET', url: OIDC_PATHS.jwks });
      const kids = (jwks.json() as { keys: { kid: string }[] }).keys.map((key) => key.kid);
      expect(kids[0]).toBe(newKid);
      expect(kids).toContain(oldKid);
      const rp = relyingParty(instance, ISSUER, SHOP_ID, SHOP_SECRET, SHOP_URL);
      const browser = new TestBrowser(() => second.app);
      const after = (await signInAt(rp, { token: who.token, browser })).tokens.id_token ?? '';
      expect(decodeProtectedHeader(after).kid).toBe(newKid);
      expect(decodeJwt(after).email).toBe(who.email);
    } finally {
      await second.app.close();
    }
    // Past the id_token lifetime (and the JWKS cache time) the old key is dropped.
    await sql`UPDATE signing_keys SET created_at = now() - interval '4 hours' WHERE kid <> ${newKid}`.execute(
      suite.database.db,
    );
    await sql`UPDATE signing_keys SET created_at = now() - interval '3 hours' WHERE kid = ${newKid}`.execute(
      suite.database.db,
    );
    expect(await keys.kids()).toEqual([newKid]);
  });
});

describe.each(databases)('store redirect (spec §7) on %s', (kind) => {
  const suite = appSuite(kind, {
    OIDC_ISSUER: ISSUER,
    PASSWORD_ENCRYPTION: 'required',
    CONTEXT_HEADER: 'required',
    SIGNATURES: 'required',
  });
  let client: SecureClient;
  let token: string;
  let shop: RelyingParty;

  beforeAll(async () => {
    await registerClients(suite);
    shop = relyingParty(suite, ISSUER, SHOP_ID, SHOP_SECRET, SHOP_URL);
    client = new SecureClient(suite.app);
    const email = uniqueEmail('store');
    const sent = await client.inject({ url: paths.registerEmailCode, payload: { email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = await suite.app.inject({
      method: 'GET',
      url: `/_dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const code = (outbox.json() as { code: string }[])[0]?.code ?? '';
    const registered = await client.inject({
      url: paths.registerEmailVerification,
      payload: {
        email,
        code,
        password: 'Vacuum-Dock42',
        country: 'DE',
        birthDate: { year: 1990, month: 5, day: 17 },
        agreementAccepted: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const signedIn = await client.inject({
      url: paths.token,
      form: { grant_type: 'password', username: email, password: 'Vacuum-Dock42' },
      headers: { 'target-client-id': SHOP_ID },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    token = (signedIn.json() as { access_token: string }).access_token;
  });

  /** A new browser's authorization request, up to the web app's sign-in screen. */
  async function interactionFor(rp: RelyingParty, extra: Record<string, string> = {}) {
    const browser = new TestBrowser(() => suite.app);
    const flow = await rp.authorization(extra);
    const start = await browser.request(flow.url);
    const login = new URL(start.location ?? '');
    return {
      flow,
      browser,
      params: {
        client_id: login.searchParams.get('client_id') ?? '',
        redirect_url: login.searchParams.get('redirect_url') ?? '',
        interaction: login.searchParams.get('interaction') ?? '',
      },
    };
  }

  it('answers the URL that signs the customer into the shop, for a signed call', async () => {
    const { flow, params, browser } = await interactionFor(shop);
    const response = await client.inject({
      url: paths.storeRedirect,
      payload: params,
      headers: { [AUTH_HEADER]: token, cookie: browser.cookieHeader },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = (response.json() as { data: { url: string } }).data.url;
    const resumed = await browser.request(url);
    expect(resumed.status).toBe(303);
    const tokens = await shop.redeem(resumed.location ?? '', flow);
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses it from a browser that did not start the request, which keeps it open (decision 038)', async () => {
    const { flow, params, browser } = await interactionFor(shop);
    const elsewhere = await interactionFor(shop);
    for (const cookie of [undefined, elsewhere.browser.cookieHeader]) {
      const refused = await client.inject({
        url: paths.storeRedirect,
        payload: params,
        headers: { [AUTH_HEADER]: token, ...(cookie === undefined ? {} : { cookie }) },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 40062 });
    }
    const response = await client.inject({
      url: paths.storeRedirect,
      payload: params,
      headers: { [AUTH_HEADER]: token, cookie: browser.cookieHeader },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = (response.json() as { data: { url: string } }).data.url;
    const resumed = await browser.request(url);
    expect((await shop.redeem(resumed.location ?? '', flow)).access_token).toBeTruthy();
  });

  it('refuses it unsigned, for an unknown client or for a client that is not the shop', async () => {
    const { params, browser } = await interactionFor(shop);
    const unsigned = await client.inject({
      url: paths.storeRedirect,
      payload: params,
      headers: { [AUTH_HEADER]: token, cookie: browser.cookieHeader },
      sign: false,
    });
    expect(unsigned.json()).toMatchObject({ code: 40052 });
    const partner = relyingParty(suite, ISSUER, PARTNER_ID, PARTNER_SECRET, PARTNER_URL);
    const partnerRequest = await interactionFor(partner);
    const notShop = await client.inject({
      url: paths.storeRedirect,
      payload: partnerRequest.params,
      headers: { [AUTH_HEADER]: token, cookie: partnerRequest.browser.cookieHeader },
    });
    expect(notShop.json()).toMatchObject({ code: 40062 });
    const unknown = await client.inject({
      url: paths.storeRedirect,
      payload: { ...params, client_id: 'evil-shop' },
      headers: { [AUTH_HEADER]: token },
    });
    expect(unknown.json(), unknown.body).toMatchObject({ code: 40060 });
  });
});
