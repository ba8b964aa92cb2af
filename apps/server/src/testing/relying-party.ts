import * as oauth from 'oauth4webapi';
import { expect } from 'vitest';
import type { AppSuite } from '#testing/app-suite.ts';
import { pkce } from '#testing/oauth-client.ts';
import type { TestBrowser } from '#testing/oidc-browser.ts';
import { AUTH_HEADER, paths } from '#testing/test-app.ts';

/**
 * A relying party as oauth4webapi sees it, its HTTP calls answered by the app. Without `secret`, a
 * public client (`none`); with `dpop`, every token and userinfo call carries a DPoP proof of it.
 */
export function relyingParty(
  suite: AppSuite,
  issuerUrl: string,
  clientId: string,
  secret: string | undefined,
  redirectUri: string,
  extra: { dpop?: oauth.DPoPHandle; headers?: Record<string, string> } = {},
) {
  const fetchVia = async (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: unknown },
  ) => {
    const target = new URL(url);
    const response = await suite.app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, ...extra.headers },
      ...(init.body === undefined || init.body === null ? {} : { payload: String(init.body) }),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
  const options = {
    [oauth.customFetch]: fetchVia,
    // The test issuer is http://localhost.
    [oauth.allowInsecureRequests]: true,
    ...(extra.dpop === undefined ? {} : { DPoP: extra.dpop }),
  };
  const client: oauth.Client = { client_id: clientId };
  const clientAuth = secret === undefined ? oauth.None() : oauth.ClientSecretBasic(secret);
  let as: oauth.AuthorizationServer | undefined;

  const discover = async () => {
    const issuer = new URL(issuerUrl);
    as ??= await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, options),
    );
    return as;
  };

  return {
    client,
    options,
    discover,
    /** The authorization URL of a new request, with its PKCE verifier, state and nonce. */
    async authorization(extra: Record<string, string | undefined> = {}) {
      const server = await discover();
      const { verifier, challenge } = pkce();
      const state = oauth.generateRandomState();
      const nonce = oauth.generateRandomNonce();
      const defaults: Record<string, string> = {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email',
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      };
      // `extra` replaces a parameter, or leaves it out with `undefined`.
      const query = Object.entries({ ...defaults, ...extra }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      const url = new URL(server.authorization_endpoint ?? '');
      url.search = new URLSearchParams(query).toString();
      return { url: url.href, verifier, state, nonce };
    },
    /** The callback's code redeemed (oauth4webapi checks iss, state, the id_token and nonce). */
    async redeem(callback: string, flow: { verifier: string; state: string; nonce: string }) {
      const server = await discover();
      const params = oauth.validateAuthResponse(server, client, new URL(callback), flow.state);
      const response = await oauth.authorizationCodeGrantRequest(
        server,
        client,
        clientAuth,
        params,
        redirectUri,
        flow.verifier,
        options,
      );
      return oauth.processAuthorizationCodeResponse(server, client, response, {
        expectedNonce: flow.nonce,
        requireIdToken: true,
      });
    },
    async refresh(refreshToken: string) {
      const server = await discover();
      return oauth.refreshTokenGrantRequest(server, client, clientAuth, refreshToken, options);
    },
    async revoke(token: string) {
      const server = await discover();
      const response = await oauth.revocationRequest(server, client, clientAuth, token, options);
      await oauth.processRevocationResponse(response);
    },
    async introspect(token: string) {
      const server = await discover();
      const response = await oauth.introspectionRequest(server, client, clientAuth, token, options);
      return oauth.processIntrospectionResponse(server, client, response);
    },
    async userinfo(accessToken: string, subject: string) {
      const server = await discover();
      const response = await oauth.userInfoRequest(server, client, accessToken, options);
      return oauth.processUserInfoResponse(server, client, subject, response);
    },
  };
}

export type RelyingParty = ReturnType<typeof relyingParty>;

/**
 * A signed-in user of the web app (`token`, with a `browser` for the front channel) signs in at a
 * relying party: the provider sends the browser to /login, the web app finishes the interaction
 * (authCode, then consent when asked), the browser follows the resume URL back to the client,
 * which redeems the code. The tokens, as oauth4webapi checked them.
 */
export async function codeFlow(
  suite: AppSuite,
  rp: RelyingParty,
  who: { token: string; browser: TestBrowser },
  extra: Record<string, string | undefined> = {},
) {
  const { browser } = who;
  const flow = await rp.authorization(extra);
  const start = await browser.request(flow.url);
  expect(start.status, start.body).toBe(303);
  const login = new URL(start.location ?? '');
  const params = {
    client_id: login.searchParams.get('client_id') ?? '',
    redirect_url: login.searchParams.get('redirect_url') ?? '',
    interaction: login.searchParams.get('interaction') ?? '',
  };
  const finished = await suite.app.inject({
    method: 'GET',
    url: `${paths.authCode}?${new URLSearchParams(params).toString()}`,
    // The browser's cookies: only the browser that started a sign-in request finishes it.
    headers: { [AUTH_HEADER]: who.token, cookie: browser.cookieHeader },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  const data = (finished.json() as { data: { redirect?: string; consent?: unknown } }).data;
  let redirect = data.redirect;
  if (data.consent) {
    const allowed = await suite.app.inject({
      method: 'POST',
      url: paths.oauthConsent,
      headers: { [AUTH_HEADER]: who.token, cookie: browser.cookieHeader },
      payload: { ...params, allow: true },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    redirect = (allowed.json() as { data: { redirect: string } }).data.redirect;
  }
  const resumed = await browser.request(redirect ?? '');
  expect(resumed.status, resumed.body).toBe(303);
  const callback = resumed.location ?? '';
  return { flow, callback, tokens: await rp.redeem(callback, flow) };
}
