import type { ConnectorKind } from '@account-centre/contract';
import { importPKCS8, SignJWT } from 'jose';
import * as client from 'openid-client';
import type { UpstreamIdentity } from '#modules/connectors/connectors.repo.ts';
import { emailVerifiedBy, type ConnectorOptions } from '#modules/connectors/presets.ts';

/** What the generic OpenID Connect connector needs to talk to its upstream provider. */
export interface UpstreamSettings {
  /** The connector's id and its configuration's version: the discovery cache's key. */
  cacheKey: string;
  kind: ConnectorKind;
  issuer: string;
  clientId: string;
  /** Apple: the team's private key (PKCS #8 PEM) that signs the client secret. */
  clientSecret: string | undefined;
  options: ConnectorOptions;
}

/** How long an Apple client secret lives (Apple allows up to six months; each is made per call). */
const APPLE_SECRET_SECONDS = 300;

/**
 * Apple's client secret (decision 056): a JWT signed ES256 with the team's Sign in with Apple key,
 * `kid` the key's ID, `iss` the team, `sub` the client (Services ID), `aud` Apple's issuer, made
 * fresh for each token call and sent as `client_secret` (client_secret_post).
 */
export async function appleClientSecret(settings: {
  issuer: string;
  clientId: string;
  privateKey: string;
  teamId: string;
  keyId: string;
}): Promise<string> {
  const key = await importPKCS8(settings.privateKey, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
    .setIssuer(settings.teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + APPLE_SECRET_SECONDS)
    .sign(key);
}

function clientAuthentication(settings: UpstreamSettings): client.ClientAuth {
  if (settings.kind === 'apple') {
    const { teamId, keyId } = settings.options;
    const privateKey = settings.clientSecret;
    if (teamId === undefined || keyId === undefined || privateKey === undefined) {
      throw new Error('an Apple connector needs teamId, keyId and the private key');
    }
    // openid-client awaits the authentication (oauth4webapi's ClientAuth may return a promise;
    // openid-client's re-declared type says void).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    return async (_as, _client, body) => {
      body.set('client_id', settings.clientId);
      body.set(
        'client_secret',
        await appleClientSecret({
          issuer: settings.issuer,
          clientId: settings.clientId,
          privateKey,
          teamId,
          keyId,
        }),
      );
    };
  }
  return settings.clientSecret === undefined
    ? client.None()
    : client.ClientSecretPost(settings.clientSecret);
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
    const discovered = Promise.resolve()
      .then(() => clientAuthentication(settings))
      .then((authentication) =>
        client.discovery(
          issuer,
          settings.clientId,
          undefined,
          authentication,
          requestOptions(issuer),
        ),
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
    let emailVerified = email !== null && emailVerifiedBy(settings.kind, claims);
    if (email === null && configuration.serverMetadata().userinfo_endpoint !== undefined) {
      const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof userinfo.email === 'string' ? userinfo.email : null;
      emailVerified = email !== null && emailVerifiedBy(settings.kind, userinfo);
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: email?.toLowerCase() ?? null,
      emailVerified,
    };
  }
}
