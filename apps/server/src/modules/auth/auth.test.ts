import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  BASIC_AUTH,
  CLIENT_ID,
  createTestApp,
  databases,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/** A relying party: it may refresh its own tokens, never the web client's. */
const SHOP = { clientId: 'shop-demo', clientSecret: 'shop-demo-secret', passwordGrant: false };
const SHOP_AUTH = `Basic ${Buffer.from(`${SHOP.clientId}:${SHOP.clientSecret}`).toString('base64')}`;

describe.each(databases)('token, user info and logout on %s', (kind) => {
  const suite = appSuite(kind, {}, { clients: [SHOP] });
  let email: string;
  let productId: string;

  beforeAll(async () => {
    email = uniqueEmail('auth');
    productId = await registerUser(suite.app, email);
  });

  const tokenByQuery = (params: Record<string, string>, authorization = BASIC_AUTH) =>
    suite.app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams(params).toString()}`,
      headers: { authorization },
    });
  const tokenByForm = (params: Record<string, string>, authorization = BASIC_AUTH) =>
    suite.app.inject({
      method: 'POST',
      url: paths.token,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
  const userInfo = (token?: string) =>
    suite.app.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
    });

  it('issues tokens for fields in the query and in a form body, by e-mail or product ID', async () => {
    const byQuery = await tokenByQuery({
      grant_type: 'password',
      username: email.toUpperCase(),
      password: VALID_PASSWORD,
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['cache-control']).toBe('no-store');
    const body = byQuery.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'bearer',
      expires_in: 7200,
    });

    const byForm = await tokenByForm({
      grant_type: 'password',
      username: productId,
      password: VALID_PASSWORD,
    });
    expect(byForm.statusCode).toBe(200);
    expect(byForm.json().access_token).not.toBe(body.access_token);

    // A JSON content type with an empty body and the fields in the query works too.
    const emptyJson = await suite.app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams({ grant_type: 'password', username: email, password: VALID_PASSWORD })}`,
      headers: { authorization: BASIC_AUTH, 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(200);
  });

  it('tells an unknown account from a wrong password with the spec texts', async () => {
    const unknown = await tokenByQuery({
      grant_type: 'password',
      username: uniqueEmail('nobody'),
      password: VALID_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 40012,
      msg: 'username or password error',
      error: 'invalid_grant',
      error_description: 'username or password error',
    });

    const wrong = await tokenByForm({
      grant_type: 'password',
      username: email,
      password: 'Wrong1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 40011,
      msg: 'user password not match',
      error: 'invalid_grant',
      error_description: 'user password not match',
    });
  });

  it('authenticates the client (401 40101) and checks the grant', async () => {
    const params = { grant_type: 'password', username: email, password: VALID_PASSWORD };
    const missing = await suite.app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams(params)}`,
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Basic/);
    expect(missing.json()).toMatchObject({ code: 40101, error: 'invalid_client' });

    const wrongSecret = `Basic ${Buffer.from(`${CLIENT_ID}:not-the-secret`).toString('base64')}`;
    expect((await tokenByQuery(params, wrongSecret)).statusCode).toBe(401);
    expect((await tokenByQuery(params, 'Basic !!!')).json().code).toBe(40101);

    const unsupported = await tokenByQuery({ grant_type: 'client_credentials' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toMatchObject({ code: 40014, error: 'unsupported_grant_type' });

    const noGrant = await tokenByQuery({ username: email });
    expect(noGrant.json()).toEqual({ code: 40000, msg: 'grant_type: required' });

    const noPassword = await tokenByQuery({ grant_type: 'password', username: email });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().code).toBe(40000);
    expect(noPassword.json().msg).toMatch(/^password: /);
  });

  it('answers the user info for a valid token (with or without "Bearer ") and 401 without one', async () => {
    const { access_token } = await signIn(suite.app, email);
    const info = await userInfo(access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      code: 0,
      msg: 'success',
      data: {
        productId,
        email,
        phoneMasked: null,
        country: 'DE',
        birthDate: { year: 1990, month: 5, day: 17 },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect((await userInfo(`Bearer ${access_token}`)).statusCode).toBe(200);

    const none = await userInfo();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 40100, msg: 'token invalid' });
    expect((await userInfo('not-a-token')).statusCode).toBe(401);
  });

  it('rotates refresh tokens; reusing a used one ends the whole family', async () => {
    const first = await signIn(suite.app, email);
    const rotated = await tokenByQuery({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await userInfo(second.access_token)).statusCode).toBe(200);

    // The first refresh token again: reuse. The family is revoked.
    const reuse = await tokenByForm({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 40102, error: 'invalid_grant' });
    expect((await userInfo(second.access_token)).statusCode).toBe(401);
    expect((await userInfo(first.access_token)).statusCode).toBe(401);
    const afterReuse = await tokenByQuery({
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json().code).toBe(40102);

    const unknown = await tokenByQuery({
      grant_type: 'refresh_token',
      refresh_token: 'unknown-token',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(40102);
  });

  it('refuses a refresh token of another client (40102) without using it up', async () => {
    const tokens = await signIn(suite.app, email);
    const refresh = { grant_type: 'refresh_token', refresh_token: tokens.refresh_token };
    const crossed = await tokenByQuery(refresh, SHOP_AUTH);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toMatchObject({ code: 40102, error: 'invalid_grant' });
    // Not a replay: the session lives on and its own client can still rotate the token once.
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);
    const rotated = await tokenByQuery(refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await userInfo(rotated.json().access_token)).statusCode).toBe(200);
  });

  it('logs out at once: access and refresh token stop working', async () => {
    const tokens = await signIn(suite.app, email);
    const other = await signIn(suite.app, email);
    const logout = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: tokens.access_token },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
    const refresh = await tokenByQuery({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.statusCode).toBe(401);
    // Another session of the same account lives on.
    expect((await userInfo(other.access_token)).statusCode).toBe(200);

    const again = await suite.app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: tokens.access_token },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(40100);
  });

  it('expires access tokens after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const short = await createTestApp(suite.database, { ACCESS_TOKEN_TTL_SECONDS: '1' });
    try {
      const tokens = await signIn(short.app, email);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const info = await short.app.inject({
        method: 'GET',
        url: paths.userInfo,
        headers: { [AUTH_HEADER]: tokens.access_token },
      });
      expect(info.statusCode).toBe(401);
    } finally {
      await short.app.close();
    }
  });

  it('never logs the token call query string, the Authorization or the auth header', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      suite.database,
      { LOG_LEVEL: 'info' },
      {
        logStream: { write: (line: string) => void lines.push(line) },
      },
    );
    try {
      const password = VALID_PASSWORD;
      const tokens = await logged.app.inject({
        method: 'POST',
        url: `${paths.token}?${new URLSearchParams({ grant_type: 'password', username: email, password })}`,
        headers: { authorization: BASIC_AUTH },
      });
      const { access_token } = tokens.json();
      await logged.app.inject({
        method: 'GET',
        url: paths.userInfo,
        headers: { [AUTH_HEADER]: access_token },
      });
      const log = lines.join('');
      expect(log).toContain(paths.token);
      expect(log).not.toContain(password);
      expect(log).not.toContain(encodeURIComponent(email));
      expect(log).not.toContain(access_token);
      expect(log).not.toContain(BASIC_AUTH.slice(6));
    } finally {
      await logged.app.close();
    }
  });
});
