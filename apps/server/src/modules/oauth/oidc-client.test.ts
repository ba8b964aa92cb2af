import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOauthClient } from '#testing/oauth-client.ts';
import {
  AUTH_HEADER,
  databases,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const ISSUER = 'https://account.example.test';
const CLIENT_ID = 'aurora-shop';
const SECRET = 'a-standard-library-client-secret-0123456789';
const REDIRECT = 'https://shop.example/callback';

/**
 * The standard client library `openid-client` (what the demo shop uses) against the server, with
 * its requests answered by `app.inject`: discovery, the authorization URL with PKCE, the code
 * grant validating our id_token against our JWKS, and userinfo — no custom code on its side.
 */
describe.each(databases)('openid-client against the server on %s', (kind) => {
  const suite = appSuite(kind, { OIDC_ISSUER: ISSUER });
  let config: client.Configuration;
  let email: string;
  let accessToken: string;

  /** `fetch` for openid-client, answered by the app (no listening socket). */
  const injectFetch: client.CustomFetch = async (url, options) => {
    const target = new URL(url);
    expect(target.origin).toBe(ISSUER);
    const response = await suite.app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: Object.fromEntries(new Headers(options.headers)),
      ...(options.body === undefined || options.body === null
        ? {}
        : { payload: String(options.body) }),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };

  beforeAll(async () => {
    await createOauthClient(suite.database.db, {
      id: CLIENT_ID,
      redirectUrl: REDIRECT,
      secret: SECRET,
    });
    email = uniqueEmail('oidc');
    await registerUser(suite.app, email);
    accessToken = (await signIn(suite.app, email)).access_token;
    config = await client.discovery(new URL(ISSUER), CLIENT_ID, SECRET, undefined, {
      [client.customFetch]: injectFetch,
    });
    config[client.customFetch] = injectFetch;
    // Verify id_token signatures against the JWKS (the library skips that by default over TLS).
    client.enableNonRepudiationChecks(config);
  });

  /** What the web app does after sign-in: the authorization request → the return URL. */
  async function signInThroughAccountCentre(authorizationUrl: URL): Promise<URL> {
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${ISSUER}/login`);
    const query = new URLSearchParams(authorizationUrl.search);
    // Standard clients say `redirect_uri`; spec §2 keeps `redirect_url`.
    query.set('redirect_url', query.get('redirect_uri') ?? '');
    query.delete('redirect_uri');
    const response = await suite.app.inject({
      method: 'GET',
      url: `${paths.authCode}?${query.toString()}`,
      headers: { [AUTH_HEADER]: accessToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL((response.json() as { data: { redirect: string } }).data.redirect);
  }

  it('signs the user in: the library validates our id_token against our JWKS', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const callback = await signInThroughAccountCentre(authorizationUrl);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({ iss: ISSUER, aud: CLIENT_ID, email, email_verified: true });
    const info = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(info.email).toBe(email);
  });

  it('lets the library refuse a forged id_token and a wrong state', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const callback = await signInThroughAccountCentre(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      }),
    );
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: 'another-state',
      }),
    ).rejects.toThrow();

    // The same flow, but the token answer carries an id_token signed with a foreign key.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({ email: 'mallory@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged-key-id' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject('mallory')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const forgingFetch: client.CustomFetch = async (url, options) => {
      const response = await injectFetch(url, options);
      if (!new URL(url).pathname.endsWith('/oauth/token')) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, id_token: forged });
    };
    const forgingConfig = await client.discovery(new URL(ISSUER), CLIENT_ID, SECRET, undefined, {
      [client.customFetch]: injectFetch,
    });
    forgingConfig[client.customFetch] = forgingFetch;
    client.enableNonRepudiationChecks(forgingConfig);
    const verifier2 = client.randomPKCECodeVerifier();
    const callback2 = await signInThroughAccountCentre(
      client.buildAuthorizationUrl(forgingConfig, {
        redirect_uri: REDIRECT,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(verifier2),
        code_challenge_method: 'S256',
      }),
    );
    await expect(
      client.authorizationCodeGrant(forgingConfig, callback2, { pkceCodeVerifier: verifier2 }),
    ).rejects.toThrow();
  });
});
