import * as client from 'openid-client';
import type { UpstreamIdentity } from '#modules/connectors/connectors.repo.ts';

/** What the generic OpenID Connect connector needs to talk to its upstream provider. */
export interface UpstreamSettings {
  /** The connector's id and its configuration's version: the discovery cache's key. */
  cacheKey: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http only to a provider on this machine (tests, local stand-ins); https everywhere else. */
function requestOptions(issuer: URL): client.DiscoveryRequestOptions | undefined {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)
    ? { execute: [client.allowInsecureRequests] }
    : undefined;
}

/**
 * The generic OpenID Connect connector on openid-client (decision 050): discovery (cached per
 * connector configuration; a failed discovery is tried again next time), authorization code with
 * PKCE S256, state and nonce, the id_token validated by the library (issuer, audience, signature,
 * expiry, nonce), then `userinfo` for the e-mail address when the id_token has none.
 */
export class UpstreamOidc {
  readonly #configurations = new Map<string, Promise<client.Configuration>>();

  configuration(settings: UpstreamSettings): Promise<client.Configuration> {
    const cached = this.#configurations.get(settings.cacheKey);
    if (cached) return cached;
    const issuer = new URL(settings.issuer);
    const discovered = client.discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret === undefined
        ? client.None()
        : client.ClientSecretPost(settings.clientSecret),
      requestOptions(issuer),
    );
    this.#configurations.set(settings.cacheKey, discovered);
    discovered.catch(() => this.#configurations.delete(settings.cacheKey));
    return discovered;
  }

  /** A PKCE pair, a state and a nonce for one round trip. */
  static async newChecks(): Promise<{
    codeVerifier: string;
    codeChallenge: string;
    state: string;
    nonce: string;
  }> {
    const codeVerifier = client.randomPKCECodeVerifier();
    return {
      codeVerifier,
      codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
  }

  async authorizationUrl(
    settings: UpstreamSettings,
    parameters: {
      redirectUri: string;
      scope: string;
      state: string;
      nonce: string;
      codeChallenge: string;
      responseMode?: 'form_post';
    },
  ): Promise<URL> {
    const configuration = await this.configuration(settings);
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: parameters.redirectUri,
      scope: parameters.scope,
      state: parameters.state,
      nonce: parameters.nonce,
      code_challenge: parameters.codeChallenge,
      code_challenge_method: 'S256',
      ...(parameters.responseMode ? { response_mode: parameters.responseMode } : {}),
    });
  }

  /**
   * Redeems the callback's code (`callback`: the public callback URL with the answer's parameters,
   * from the query or the form_post body) and returns the identity: subject and issuer from the validated id_token, the e-mail address and
   * its verified flag from the id_token or else from `userinfo`.
   */
  async identity(
    settings: UpstreamSettings,
    callback: URL,
    checks: { codeVerifier: string; state: string; nonce: string },
  ): Promise<UpstreamIdentity> {
    const configuration = await this.configuration(settings);
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the upstream answered without an id_token');
    let email = typeof claims.email === 'string' ? claims.email : null;
    let emailVerified = claims.email_verified === true;
    if (email === null && configuration.serverMetadata().userinfo_endpoint !== undefined) {
      const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof userinfo.email === 'string' ? userinfo.email : null;
      emailVerified = userinfo.email_verified === true;
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: email?.toLowerCase() ?? null,
      emailVerified,
    };
  }
}
