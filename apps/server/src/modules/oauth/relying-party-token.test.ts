import { AUTHORIZATION_CODE_GRANT_TYPE, oidcPaths } from '@account-centre/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { basic, createOauthClient, pkce } from '#testing/oauth-client.ts';
import {
  AUTH_HEADER,
  databases,
  paths,
  registerUser,
  signIn,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const oidc = oidcPaths('aurora');
const SHOP_ID = 'aurora-shop';
const SHOP_SECRET = 'shop-secret-for-tests-0123456789abcdef';
const SHOP_URL = 'https://shop.example/cb';

/** Seconds since the epoch of a date. */
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Issue 19 (High): a relying party's access token is not a first-party session. It opens the
 * OpenID userinfo endpoint for its granted scopes and nothing else; logging out of the web app
 * ends the relying parties' sessions of that sign-in.
 */
describe.each(databases)('relying-party tokens and first-party calls on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);

  beforeAll(async () => {
    await createOauthClient(suite.database.db, {
      shop: true,
      redirectUrl: SHOP_URL,
      secret: SHOP_SECRET,
    });
  });

  const shopToken = (params: Record<string, string>) =>
    suite.app.inject({
      method: 'POST',
      url: paths.token,
      headers: {
        authorization: basic(SHOP_ID, SHOP_SECRET),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(params).toString(),
    });

  const authCode = (webToken: string, challenge: string) =>
    suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${new URLSearchParams({
        client_id: SHOP_ID,
        redirect_url: SHOP_URL,
        response_type: 'code',
        scope: 'openid email',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString()}`,
      headers: { [AUTH_HEADER]: webToken },
    });

  /** The shop signs the user of `webToken` in with the code flow: its token answer. */
  async function shopSignIn(webToken: string) {
    const { verifier, challenge } = pkce();
    const issued = await authCode(webToken, challenge);
    expect(issued.statusCode, issued.body).toBe(200);
    const { code } = (issued.json() as { data: { code: string } }).data;
    const redeemed = await shopToken({
      grant_type: AUTHORIZATION_CODE_GRANT_TYPE,
      code,
      redirect_uri: SHOP_URL,
      code_verifier: verifier,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    return redeemed.json() as { access_token: string; refresh_token: string; id_token: string };
  }

  /** A new account signed in to the web app, and the shop signed in through it. */
  async function signedInEverywhere(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const web = await signIn(suite.app, email);
    const shop = await shopSignIn(web.access_token);
    return { email, web, shop };
  }

  const userinfo = (accessToken: string) =>
    suite.app.inject({
      method: 'GET',
      url: oidc.userinfo,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  /** Everything a first-party call could change, for the comparison before and after. */
  async function stateOf(email: string) {
    const db = suite.database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const ofUser = async (table: 'password_history' | 'legal_acceptances') =>
      (
        await db
          .selectFrom(table)
          .select(sql<string>`count(*)`.as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n;
    return {
      user,
      sessions: await db
        .selectFrom('sessions')
        .select(['id', 'client_id', 'revoked_at'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute(),
      codes: await db
        .selectFrom('authorization_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .orderBy('code_hash')
        .execute(),
      verificationCodes: await db
        .selectFrom('verification_codes')
        .select('id')
        .orderBy('id')
        .execute(),
      outbox: await db.selectFrom('dev_outbox').select('id').orderBy('id').execute(),
      passwordHistory: await ofUser('password_history'),
      acceptances: await ofUser('legal_acceptances'),
    };
  }

  /** Every first-party call, as a relying party would send it with its access token. */
  const firstPartyCalls = (token: string) => {
    const headers = { [AUTH_HEADER]: token };
    const newEmail = uniqueEmail('attacker');
    const { challenge } = pkce();
    return {
      'GET user info': () => suite.app.inject({ method: 'GET', url: paths.userInfo, headers }),
      'POST password change': () =>
        suite.app.inject({
          method: 'POST',
          url: paths.changePassword,
          headers,
          payload: { currentPassword: VALID_PASSWORD, password: 'Another456' },
        }),
      'POST e-mail change code': () =>
        suite.app.inject({
          method: 'POST',
          url: paths.changeEmailCode,
          headers,
          payload: { email: newEmail },
        }),
      'POST e-mail change': () =>
        suite.app.inject({
          method: 'POST',
          url: paths.changeEmail,
          headers,
          payload: { email: newEmail, code: '123456' },
        }),
      'POST legal rule list': () =>
        suite.app.inject({ method: 'POST', url: paths.homeRuleList, headers, payload: {} }),
      'POST legal rule check': () =>
        suite.app.inject({
          method: 'POST',
          url: paths.homeRuleCheck,
          headers,
          payload: { accept: [{ kind: 'user-agreement', version: 1 }] },
        }),
      'GET authCode': () =>
        suite.app.inject({
          method: 'GET',
          url: `${paths.authCode}?${new URLSearchParams({
            client_id: SHOP_ID,
            redirect_url: SHOP_URL,
            code_challenge: challenge,
            code_challenge_method: 'S256',
          }).toString()}`,
          headers,
        }),
      'POST store redirect': () =>
        suite.app.inject({
          method: 'POST',
          url: paths.storeRedirect,
          headers,
          payload: {
            client_id: SHOP_ID,
            redirect_url: SHOP_URL,
            code_challenge: challenge,
            code_challenge_method: 'S256',
          },
        }),
      'GET logout': () => suite.app.inject({ method: 'GET', url: paths.logout, headers }),
    };
  };

  it('the web token opens the first-party calls (the control for the refusals below)', async () => {
    const { web } = await signedInEverywhere('rp-control');
    const calls = firstPartyCalls(web.access_token);
    for (const name of ['GET user info', 'POST legal rule list', 'GET authCode'] as const) {
      expect((await calls[name]()).statusCode, name).toBe(200);
    }
  });

  it.each(Object.keys(firstPartyCalls('x')))(
    "%s refuses a relying party's access token with 40100 and changes nothing",
    async (name) => {
      const { email, web, shop } = await signedInEverywhere('rp-refused');
      const before = await stateOf(email);
      const response = await firstPartyCalls(shop.access_token)[name as 'GET logout']();
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ code: 40100, msg: 'token invalid' });
      expect(response.body).not.toContain(email);
      expect(await stateOf(email)).toEqual(before);
      // Both sessions are as they were.
      expect(await tokenWorks(suite.app, web.access_token)).toBe(true);
      expect((await userinfo(shop.access_token)).statusCode).toBe(200);
    },
  );

  it("a relying party's refresh token gives it no first-party session either", async () => {
    const { shop } = await signedInEverywhere('rp-refresh');
    const refreshed = await shopToken({
      grant_type: 'refresh_token',
      refresh_token: shop.refresh_token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json() as { access_token: string };
    expect(await tokenWorks(suite.app, next.access_token)).toBe(false);
    expect((await userinfo(next.access_token)).statusCode).toBe(200);
  });

  it("userinfo answers the relying party's granted scopes only, and refuses the web token", async () => {
    const { email, web, shop } = await signedInEverywhere('rp-scopes');
    const info = await userinfo(shop.access_token);
    expect(info.statusCode).toBe(200);
    const claims = info.json() as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(['email', 'email_verified', 'sub']);
    expect(claims.email).toBe(email);
    const withWebToken = await userinfo(web.access_token);
    expect(withWebToken.statusCode).toBe(401);
    expect(withWebToken.json()).toMatchObject({ code: 40100 });
  });

  it("logging out of the web app ends the relying parties' sessions of that sign-in, not others", async () => {
    const { email, web, shop } = await signedInEverywhere('rp-logout');
    // A second sign-in of the same account (another device) and the shop's session from it.
    const otherWeb = await signIn(suite.app, email);
    const otherShop = await shopSignIn(otherWeb.access_token);

    const logout = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: web.access_token },
    });
    expect(logout.statusCode, logout.body).toBe(200);

    expect(await tokenWorks(suite.app, web.access_token)).toBe(false);
    const info = await userinfo(shop.access_token);
    expect(info.statusCode).toBe(401);
    const refreshed = await shopToken({
      grant_type: 'refresh_token',
      refresh_token: shop.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toMatchObject({ code: 40102 });

    // The other device's sessions live on.
    expect(await tokenWorks(suite.app, otherWeb.access_token)).toBe(true);
    expect((await userinfo(otherShop.access_token)).statusCode).toBe(200);
  });

  it('the id_token auth_time is when the user signed in, not when the code was issued', async () => {
    const email = uniqueEmail('rp-auth-time');
    await registerUser(suite.app, email);
    const web = await signIn(suite.app, email);
    const signedInAt = await suite.database.db
      .updateTable('sessions')
      .set({ authenticated_at: sql<Date>`date_trunc('second', now()) - interval '1 hour'` })
      .where('client_id', '=', 'aurora-web')
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .returning('authenticated_at')
      .executeTakeFirstOrThrow();
    const { id_token: idToken } = await shopSignIn(web.access_token);
    const [, payload = ''] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      auth_time: number;
      iat: number;
    };
    expect(claims.auth_time).toBe(epoch(signedInAt.authenticated_at));
    expect(claims.iat - claims.auth_time).toBeGreaterThanOrEqual(3600);
  });
});
