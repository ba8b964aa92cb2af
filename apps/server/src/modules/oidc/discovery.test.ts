import { OIDC_PATHS } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { appSuite } from '#testing/app-suite.ts';
import { databases } from '#testing/test-app.ts';

/**
 * Decision 041: discovery lists only what works. Every endpoint it names answers (the library's
 * pushed-authorization endpoint was advertised at `/request`, outside the provider's mount: 404),
 * and what no registered client can use is not offered.
 */
/** The discovery entries whose endpoint is called with GET (by a browser or a relying party). */
const GET_ENDPOINTS = new Set([
  'authorization_endpoint',
  'jwks_uri',
  'userinfo_endpoint',
  'end_session_endpoint',
]);

describe.each(databases)('the discovery document on %s', (kind) => {
  const suite = appSuite(kind);

  const discovery = async () => {
    const answer = await suite.app.inject({ method: 'GET', url: OIDC_PATHS.discovery });
    expect(answer.statusCode).toBe(200);
    return answer.json<Record<string, unknown>>();
  };

  it('every endpoint it advertises answers something other than 404', async () => {
    const document = await discovery();
    const endpoints = Object.entries(document).filter(
      (entry): entry is [string, string] =>
        (entry[0].endsWith('_endpoint') || entry[0].endsWith('_uri')) &&
        typeof entry[1] === 'string',
    );
    expect(endpoints.map(([name]) => name)).toEqual(
      expect.arrayContaining(['authorization_endpoint', 'token_endpoint', 'jwks_uri']),
    );
    for (const [name, address] of endpoints) {
      const url = new URL(address);
      expect(url.origin, name).toBe(new URL(String(document.issuer)).origin);
      // The method each takes: GET for these, POST for every other (token, revocation,
      // introspection, pushed authorization …). A GET elsewhere would meet the web app's pages.
      const method = GET_ENDPOINTS.has(name) ? 'GET' : 'POST';
      const answer = await suite.app.inject({
        method,
        url: url.pathname,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }
          : {}),
      });
      expect(answer.statusCode, `${method} ${name} ${url.pathname}`).not.toBe(404);
    }
  });

  it('offers only the code flow, the client secret (basic or post) and none (public clients), what clients are registered with', async () => {
    const document = await discovery();
    expect(document).not.toHaveProperty('pushed_authorization_request_endpoint');
    expect(document.response_types_supported).toEqual(['code']);
    expect(document.grant_types_supported).not.toContain('implicit');
    expect(document.token_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'none',
    ]);
    expect(document).not.toHaveProperty('token_endpoint_auth_signing_alg_values_supported');
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    // Decision 051: DPoP-bound tokens and back-channel logout work (public-clients.test.ts);
    // decision 062: front-channel logout too (frontchannel-logout.test.ts).
    expect(document.dpop_signing_alg_values_supported).toEqual(expect.arrayContaining(['ES256']));
    expect(document.backchannel_logout_supported).toBe(true);
    expect(document.backchannel_logout_session_supported).toBe(true);
    expect(document.frontchannel_logout_supported).toBe(true);
    expect(document.frontchannel_logout_session_supported).toBe(true);
  });
});
