import { createHash } from 'node:crypto';
import { AUTHORIZATION_CODE_GRANT_TYPE, oidcPaths } from '@account-centre/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ClientUsageError,
  parseClientArgs,
  runClientCommand,
} from '#modules/oauth/client-commands.ts';
import { basic, createOauthClient, pkce } from '#testing/oauth-client.ts';
import { SecureClient } from '#testing/secure-client.ts';
import {
  AUTH_HEADER,
  BASIC_AUTH,
  databases,
  paths,
  registerUser,
  signIn,
  testConfig,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const oidc = oidcPaths('aurora');
const SHOP_ID = 'aurora-shop';
const SHOP_SECRET = 'shop-secret-for-tests-0123456789abcdef';
const SHOP_URL = 'https://shop.example/cb';
const PARTNER_ID = 'partner-app';
const PARTNER_URL = 'http://localhost:4000/callback';
const ISSUER = 'http://localhost:3000';

/** Every spelling of the shop's redirect URL that must not be taken for it (no open redirect). */
const BAD_REDIRECTS = [
  'https://shop.example/CB',
  'https://shop.example/cb/..;/',
  'https://shop.example/cb/',
  'https://shop.example/cb?next=https://evil.example/',
  'https://shop.example/cb#x',
  'https://shop.example.evil/cb',
  'https://shop.example@evil.example/cb',
  'https://a@evil.example/cb',
  'https://shop.example%25@evil.example/cb',
  'https://shop.example%2F@evil.example/cb',
  'HTTPS://shop.example/cb',
  'http://shop.example/cb',
  ' https://shop.example/cb',
  '//evil.example/cb',
  'javascript:alert(1)',
];

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
      parse('create-client', 'a.b-c', '--redirect-url', PARTNER_URL, '--scope', 'email'),
    ).toMatchObject({ clientId: 'a.b-c', shop: false, scopes: ['email'] });
    const refused: string[][] = [
      ['create-client', 'x1x'],
      ['create-client', '--redirect-url', SHOP_URL],
      ['create-client', 'a b', '--redirect-url', SHOP_URL],
      ['create-client', 'abc', '--redirect-url', 'http://shop.example/cb'],
      ['create-client', 'abc', '--redirect-url', 'https://u@shop.example/cb'],
      ['create-client', 'abc', '--redirect-url', 'https://shop.example/cb#f'],
      ['create-client', 'abc', '--redirect-url', 'https://SHOP.example/cb'],
      ['create-client', 'abc', '--redirect-url', '/cb'],
      ['create-client', 'abc', '--redirect-url', SHOP_URL, '--scope', 'admin'],
      ['create-client', 'abc', '--redirect-url', SHOP_URL, '--secret', 'short'],
      ['list-clients', 'abc'],
      ['remove-client'],
    ];
    for (const argv of refused)
      expect(() => parse(...argv), argv.join(' ')).toThrow(ClientUsageError);
  });
});

describe.each(databases)('shop login: authorization code, PKCE, OpenID Connect on %s', (kind) => {
  const suite = appSuite(kind);
  let email: string;
  let token: string;
  const printed: string[] = [];

  beforeAll(async () => {
    const print = (line: string) => printed.push(line);
    await createOauthClient(suite.database.db, {
      shop: true,
      redirectUrl: SHOP_URL,
      secret: SHOP_SECRET,
      name: 'Aurora Shop',
      print,
    });
    await runClientCommand(
      parseClientArgs(['create-client', PARTNER_ID, '--redirect-url', PARTNER_URL], testConfig()),
      { db: suite.database.db, print },
    );
    email = uniqueEmail('shop');
    await registerUser(suite.app, email);
    token = (await signIn(suite.app, email)).access_token;
  });

  const partnerSecret = () => {
    const line = printed.find((text, index) => text.startsWith('client_secret') && index > 4);
    return line?.split(/\s+/)[1] ?? '';
  };

  const authCode = (params: Record<string, string>, accessToken: string | null = token) =>
    suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
      headers: accessToken === null ? {} : { [AUTH_HEADER]: accessToken },
    });

  const shopRequest = (challenge: string, extra: Record<string, string> = {}) => ({
    client_id: SHOP_ID,
    redirect_url: SHOP_URL,
    response_type: 'code',
    scope: 'openid email',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });

  const tokenCall = (params: Record<string, string>, authorization = basic(SHOP_ID, SHOP_SECRET)) =>
    suite.app.inject({
      method: 'POST',
      url: paths.token,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });

  /** A fresh code for the shop and its verifier. */
  async function shopCode(extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const response = await authCode(shopRequest(challenge, extra));
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: { code: string; redirect: string } }).data;
    return { code: data.code, redirect: data.redirect, verifier };
  }

  const redeem = (code: string, verifier: string | undefined, extra: Record<string, string> = {}) =>
    tokenCall({
      grant_type: AUTHORIZATION_CODE_GRANT_TYPE,
      code,
      redirect_uri: SHOP_URL,
      ...(verifier === undefined ? {} : { code_verifier: verifier }),
      ...extra,
    });

  const userinfo = (accessToken: string) =>
    suite.app.inject({
      method: 'GET',
      url: oidc.userinfo,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('registers clients with the admin tool; the secret is printed once, only its hash stored', async () => {
    expect(printed).toContain(`client_secret ${SHOP_SECRET}`);
    const rows = await suite.database.db.selectFrom('oauth_clients').selectAll().execute();
    expect(rows.map((row) => row.client_id).sort()).toEqual([SHOP_ID, PARTNER_ID].sort());
    expect(JSON.stringify(rows)).not.toContain(SHOP_SECRET);
    const shop = rows.find((row) => row.client_id === SHOP_ID);
    expect(shop).toMatchObject({ redirect_urls: [SHOP_URL], scopes: ['email'], is_shop: true });
    const listed: string[] = [];
    await runClientCommand(parseClientArgs(['list-clients'], testConfig()), {
      db: suite.database.db,
      print: (line) => listed.push(line),
    });
    expect(listed.join('\n')).toContain(`redirect ${SHOP_URL}`);
    await expect(
      runClientCommand(
        parseClientArgs(['create-client', PARTNER_ID, '--redirect-url', PARTNER_URL], testConfig()),
        { db: suite.database.db, print: () => {} },
      ),
    ).rejects.toThrow(/exists already/);
  });

  it('tells the web app whether a client and redirect URL may be used, before sign-in', async () => {
    const check = (clientId: string, redirectUrl: string) =>
      suite.app.inject({
        method: 'GET',
        url: `${paths.oauthClient}?${new URLSearchParams({ client_id: clientId, redirect_url: redirectUrl }).toString()}`,
      });
    const ok = await check(SHOP_ID, SHOP_URL);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      code: 0,
      data: { client_id: SHOP_ID, name: 'Aurora Shop', shop: true },
    });
    expect((await check(PARTNER_ID, PARTNER_URL)).json()).toMatchObject({ data: { shop: false } });
    const unknown = await check('no-such-client', SHOP_URL);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 40060 });
    expect((await check(PARTNER_ID, SHOP_URL)).json()).toMatchObject({ code: 40061 });
  });

  it.each(BAD_REDIRECTS)(
    'refuses the redirect URL %j everywhere, never redirecting',
    async (url) => {
      const { challenge } = pkce();
      const check = await suite.app.inject({
        method: 'GET',
        url: `${paths.oauthClient}?${new URLSearchParams({ client_id: SHOP_ID, redirect_url: url }).toString()}`,
      });
      const code = await authCode(shopRequest(challenge, { redirect_url: url }));
      const store = await suite.app.inject({
        method: 'POST',
        url: paths.storeRedirect,
        headers: { [AUTH_HEADER]: token },
        payload: shopRequest(challenge, { redirect_url: url }),
      });
      for (const response of [check, code, store]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 40061 });
        expect(response.headers.location).toBeUndefined();
        expect(response.body).not.toContain('code=');
      }
      const stored = await suite.database.db
        .selectFrom('authorization_codes')
        .select('redirect_url')
        .where('redirect_url', '=', url)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  it('refuses an unknown client without redirecting', async () => {
    const { challenge } = pkce();
    const response = await authCode(shopRequest(challenge, { client_id: 'evil-shop' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40060 });
    expect(response.headers.location).toBeUndefined();
  });

  it('gives a code only to a signed-in user', async () => {
    const { challenge } = pkce();
    expect((await authCode(shopRequest(challenge), null)).json()).toMatchObject({
      code: 40100,
    });
    expect((await authCode(shopRequest(challenge), 'not-a-token')).json()).toMatchObject({
      code: 40100,
    });
  });

  it('requires PKCE with S256 when the code is asked for', async () => {
    const { challenge } = pkce();
    const cases: Record<string, string>[] = [
      { code_challenge: '' },
      { code_challenge_method: 'plain' },
      { code_challenge_method: '' },
      { code_challenge: 'short' },
      { response_type: 'token' },
      { scope: 'openid phone' },
      { scope: 'openid admin' },
    ];
    for (const extra of cases) {
      const params = shopRequest(challenge, extra);
      if (extra.code_challenge === '') delete (params as Record<string, string>).code_challenge;
      if (extra.code_challenge_method === '') {
        delete (params as Record<string, string>).code_challenge_method;
      }
      const response = await authCode(params);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json()).toMatchObject({ code: 40062 });
    }
  });

  it('returns the visitor with code, state and issuer; the code gives tokens, an id_token and userinfo', async () => {
    const { code, redirect, verifier } = await shopCode();
    const url = new URL(redirect);
    expect(`${url.origin}${url.pathname}`).toBe(SHOP_URL);
    expect(url.searchParams.get('code')).toBe(code);
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.get('iss')).toBe(ISSUER);

    const response = await redeem(code, verifier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json() as Record<string, string>;
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'openid email' });
    const [, payload] = (tokens.id_token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: SHOP_ID,
      nonce: 'nonce-456',
      email,
      email_verified: true,
    });

    const info = await userinfo(tokens.access_token ?? '');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ sub: claims.sub, email, email_verified: true });
    // The web app's own token is not a userinfo token.
    expect((await userinfo(token)).statusCode).toBe(401);
    expect((await userinfo('nonsense')).headers['www-authenticate']).toContain('invalid_token');
  });

  it('takes a code once; presenting it again revokes the tokens it gave', async () => {
    const { code, verifier } = await shopCode();
    const first = await redeem(code, verifier);
    expect(first.statusCode).toBe(200);
    const tokens = first.json() as { access_token: string; refresh_token: string };
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);

    const again = await redeem(code, verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 40017, error: 'invalid_grant' });
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a missing, plain or wrong PKCE verifier, and keeps the code for the right one', async () => {
    const { code, verifier } = await shopCode();
    const other = pkce().verifier;
    for (const wrong of [undefined, other, 'plain-text-is-not-a-verifier', `${verifier}x`]) {
      const response = await redeem(code, wrong);
      expect(response.statusCode, String(wrong)).toBe(400);
      expect(response.json()).toMatchObject({ code: 40017, error: 'invalid_grant' });
    }
    // A challenge sent as the verifier (the "plain" method) is refused too.
    const plain = await shopCode();
    const challenge = createHash('sha256').update(plain.verifier).digest('base64url');
    expect((await redeem(plain.code, challenge)).json()).toMatchObject({ code: 40017 });
    expect((await redeem(code, verifier)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { code, verifier } = await shopCode();
    await suite.database.db
      .updateTable('authorization_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute();
    const response = await redeem(code, verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40017 });
  });

  it('refuses a wrong client secret, another client and another redirect URL', async () => {
    const { code, verifier } = await shopCode();
    const wrongSecret = await tokenCall(
      {
        grant_type: AUTHORIZATION_CODE_GRANT_TYPE,
        code,
        redirect_uri: SHOP_URL,
        code_verifier: verifier,
      },
      basic(SHOP_ID, `${SHOP_SECRET}x`),
    );
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ code: 40101, error: 'invalid_client' });
    expect(wrongSecret.headers['www-authenticate']).toContain('Basic');

    const asPartner = await tokenCall(
      {
        grant_type: AUTHORIZATION_CODE_GRANT_TYPE,
        code,
        redirect_uri: SHOP_URL,
        code_verifier: verifier,
      },
      basic(PARTNER_ID, partnerSecret()),
    );
    expect(asPartner.json()).toMatchObject({ code: 40017 });
    const asWebApp = await tokenCall(
      {
        grant_type: AUTHORIZATION_CODE_GRANT_TYPE,
        code,
        redirect_uri: SHOP_URL,
        code_verifier: verifier,
      },
      BASIC_AUTH,
    );
    expect(asWebApp.json()).toMatchObject({ code: 40017 });
    const otherUrl = await redeem(code, verifier, { redirect_uri: `${SHOP_URL}/` });
    expect(otherUrl.json()).toMatchObject({ code: 40017 });
    // None of the refusals used the code up.
    expect((await redeem(code, verifier)).statusCode).toBe(200);
    // A registered client may not use the password grant (DESIGN §5).
    const password = await tokenCall({ grant_type: 'password', username: email, password: 'x' });
    expect(password.json()).toMatchObject({ code: 40015 });
  });

  it('publishes the discovery document and the JWKS', async () => {
    const discovery = await suite.app.inject({ method: 'GET', url: oidc.discovery });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/login`,
      token_endpoint: `${ISSUER}${paths.token}`,
      jwks_uri: `${ISSUER}${oidc.jwks}`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await suite.app.inject({ method: 'GET', url: oidc.jwks });
    const keys = (jwks.json() as { keys: Record<string, string>[] }).keys;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe.each(databases)('store redirect (spec §7) on %s', (kind) => {
  const suite = appSuite(kind, {
    PASSWORD_ENCRYPTION: 'required',
    CONTEXT_HEADER: 'required',
    SIGNATURES: 'required',
  });
  let client: SecureClient;
  let token: string;

  beforeAll(async () => {
    await runClientCommand(
      parseClientArgs(
        ['create-client', '--shop', '--redirect-url', SHOP_URL, '--secret', SHOP_SECRET],
        testConfig(),
      ),
      { db: suite.database.db, print: () => {} },
    );
    await runClientCommand(
      parseClientArgs(['create-client', PARTNER_ID, '--redirect-url', PARTNER_URL], testConfig()),
      { db: suite.database.db, print: () => {} },
    );
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

  const storeRequest = (clientId = SHOP_ID, redirectUrl = SHOP_URL) => ({
    client_id: clientId,
    redirect_url: redirectUrl,
    state: 's1',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });

  it('answers the URL that signs the customer into the shop, for a signed call', async () => {
    const response = await client.inject({
      url: paths.storeRedirect,
      payload: storeRequest(),
      headers: { [AUTH_HEADER]: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL((response.json() as { data: { url: string } }).data.url);
    expect(`${url.origin}${url.pathname}`).toBe(SHOP_URL);
    expect(url.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBe('s1');
  });

  it('refuses it unsigned, for an unknown client or for a client that is not the shop', async () => {
    const unsigned = await client.inject({
      url: paths.storeRedirect,
      payload: storeRequest(),
      headers: { [AUTH_HEADER]: token },
      sign: false,
    });
    expect(unsigned.json()).toMatchObject({ code: 40052 });
    const notShop = await client.inject({
      url: paths.storeRedirect,
      payload: storeRequest(PARTNER_ID, PARTNER_URL),
      headers: { [AUTH_HEADER]: token },
    });
    expect(notShop.json()).toMatchObject({ code: 40062 });
    const unknown = await client.inject({
      url: paths.storeRedirect,
      payload: storeRequest('evil-shop', SHOP_URL),
      headers: { [AUTH_HEADER]: token },
    });
    expect(unknown.json()).toMatchObject({ code: 40060 });
  });

  it('lets the shop back end redeem the code without the web app headers', async () => {
    const { verifier, challenge } = pkce();
    const response = await client.inject({
      url: paths.storeRedirect,
      payload: { ...storeRequest(), code_challenge: challenge },
      headers: { [AUTH_HEADER]: token },
    });
    const code = new URL((response.json() as { data: { url: string } }).data.url).searchParams.get(
      'code',
    );
    const redeemed = await suite.app.inject({
      method: 'POST',
      url: paths.token,
      headers: {
        authorization: basic(SHOP_ID, SHOP_SECRET),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        grant_type: AUTHORIZATION_CODE_GRANT_TYPE,
        code: code ?? '',
        redirect_uri: SHOP_URL,
        code_verifier: verifier,
      }).toString(),
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    // The web app's grants still need the context header.
    const password = await suite.app.inject({
      method: 'POST',
      url: paths.token,
      headers: { authorization: BASIC_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a%40example.com&password=x',
    });
    expect(password.json()).toMatchObject({ code: 40051 });
  });
});
