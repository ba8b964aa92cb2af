import { createHash } from 'node:crypto';
import {
  AUTHORIZATION_CODE_TTL_SECONDS,
  OAUTH_SCOPES,
  PKCE_VALUE_PATTERN,
  type AuthorizationCodeGrant,
  type AuthorizationCodeResult,
  type AuthorizationParams,
  type OauthClientResult,
  type OidcTokenResponse,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken, newToken, safeEqual } from '#lib/secrets.ts';
import type { ActiveSession } from '#modules/auth/auth.repo.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';
import { basicCredentials } from '#modules/auth/client-auth.ts';
import type { OauthClient, OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import type { OauthRepo } from '#modules/oauth/oauth.repo.ts';
import type { SigningKeys } from '#modules/oauth/signing-keys.service.ts';

const knownScopes = new Set<string>(OAUTH_SCOPES);

/** base64url(SHA-256(verifier)): the S256 challenge of a PKCE verifier (RFC 7636 §4.2). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export interface OauthSettings {
  /** OIDC_ISSUER: `iss` of id_tokens and of the authorization response. */
  issuer: string;
  /** Lifetime of the id_token (the access token's). */
  idTokenTtlSeconds: number;
}

/**
 * Shop login (docs/decisions/021-shop-login.md): the client registry's checks, authorization codes
 * with PKCE S256, the `authorization_code` grant with the OpenID Connect id_token, and userinfo.
 */
export class OauthService {
  readonly #db: Kysely<Database>;
  readonly #clients: OauthClientsRepo;
  readonly #repo: OauthRepo;
  readonly #auth: AuthService;
  readonly #keys: SigningKeys;
  readonly #settings: OauthSettings;

  constructor(deps: {
    db: Kysely<Database>;
    clients: OauthClientsRepo;
    repo: OauthRepo;
    auth: AuthService;
    keys: SigningKeys;
    settings: OauthSettings;
  }) {
    this.#db = deps.db;
    this.#clients = deps.clients;
    this.#repo = deps.repo;
    this.#auth = deps.auth;
    this.#keys = deps.keys;
    this.#settings = deps.settings;
  }

  get issuer(): string {
    return this.#settings.issuer;
  }

  async isRegistered(clientId: string): Promise<boolean> {
    return (await this.#clients.find(clientId)) !== undefined;
  }

  /**
   * The registered client, if `redirectUrl` is one of its redirect URLs character for character
   * (no normalising: `/CB`, `/cb/..;/`, an added query or user info are all other URLs);
   * else 40060 or 40061. Nothing is ever sent to an unchecked URL.
   */
  async checkClient(clientId: string, redirectUrl: string): Promise<OauthClient> {
    const client = await this.#clients.find(clientId);
    if (!client) throw appError('unknownClient');
    if (!client.redirectUrls.includes(redirectUrl)) throw appError('redirectUrlNotRegistered');
    return client;
  }

  async describeClient(clientId: string, redirectUrl: string): Promise<OauthClientResult> {
    const client = await this.checkClient(clientId, redirectUrl);
    return { client_id: client.clientId, name: client.name, shop: client.shop };
  }

  /** The granted scope: `openid` plus what was asked, each allowed for the client; else 40062. */
  #scope(client: OauthClient, asked: string | undefined): string {
    const scopes = new Set(['openid']);
    for (const scope of (asked ?? '').split(' ').filter((part) => part !== '')) {
      if (!knownScopes.has(scope) || (scope !== 'openid' && !client.scopes.includes(scope))) {
        throw appError('invalidAuthorizationRequest', `scope not allowed: ${scope}`);
      }
      scopes.add(scope);
    }
    return [...scopes].join(' ');
  }

  /**
   * A code for the user of the web `session` and the URL that returns the visitor with it (GET
   * {authCode}, and POST {storeRedirect} for the shop). PKCE is required: `code_challenge` with
   * method S256. The code remembers the web session: its sign-in time is the id_token's
   * `auth_time`, and ending it ends the relying party's session too.
   */
  async authorize(
    params: AuthorizationParams,
    session: ActiveSession,
    options: { shopOnly?: boolean } = {},
  ): Promise<AuthorizationCodeResult> {
    const client = await this.checkClient(params.client_id, params.redirect_url);
    if (options.shopOnly && !client.shop) {
      throw appError('invalidAuthorizationRequest', 'not the shop client');
    }
    if (params.response_type !== undefined && params.response_type !== 'code') {
      throw appError('invalidAuthorizationRequest', 'response_type must be code');
    }
    if (params.code_challenge === undefined || params.code_challenge === '') {
      throw appError('invalidAuthorizationRequest', 'code_challenge required (PKCE)');
    }
    if (params.code_challenge_method !== 'S256') {
      throw appError('invalidAuthorizationRequest', 'code_challenge_method must be S256');
    }
    if (!/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge)) {
      throw appError('invalidAuthorizationRequest', 'code_challenge: base64url SHA-256');
    }
    const scope = this.#scope(client, params.scope);
    const code = newToken();
    await this.#repo.addCode({
      codeHash: hashToken(code),
      clientId: client.clientId,
      userId: session.userId,
      parentSessionId: session.sessionId,
      redirectUrl: params.redirect_url,
      scope,
      nonce: params.nonce,
      codeChallenge: params.code_challenge,
      ttlSeconds: AUTHORIZATION_CODE_TTL_SECONDS,
    });
    const redirect = new URL(params.redirect_url);
    redirect.searchParams.append('code', code);
    if (params.state !== undefined) redirect.searchParams.append('state', params.state);
    // RFC 9207: the issuer in the response, against mix-up attacks.
    redirect.searchParams.append('iss', this.#settings.issuer);
    return {
      code,
      ...(params.state === undefined ? {} : { state: params.state }),
      redirect: redirect.href,
    };
  }

  /**
   * Client authentication of a registered client (RFC 6749 §2.3.1): `client_secret_basic`, or
   * `client_secret_post` (`client_id` and `client_secret` form fields, only without a Basic
   * header); the secret compared by its SHA-256 in constant time. Returns the client id, or
   * undefined.
   */
  async authenticateClient(
    authorization: string | undefined,
    form: Record<string, unknown> = {},
  ): Promise<string | undefined> {
    const posted =
      authorization === undefined &&
      typeof form.client_id === 'string' &&
      typeof form.client_secret === 'string'
        ? { id: form.client_id, secret: form.client_secret }
        : undefined;
    const credentials = posted ?? basicCredentials(authorization);
    if (!credentials) return undefined;
    const client = await this.#clients.find(credentials.id);
    const ok = safeEqual(hashToken(credentials.secret), client?.secretHash ?? '');
    return client && ok ? client.clientId : undefined;
  }

  /**
   * `grant_type=authorization_code`: the code, once, by the client it was issued to, with the same
   * redirect URL and the PKCE verifier of its challenge. A failed check leaves the code as it was.
   * A code presented again revokes the session it started (RFC 6749 §4.1.2): its access and
   * refresh tokens stop working.
   */
  async codeGrant(grant: AuthorizationCodeGrant, clientId: string): Promise<OidcTokenResponse> {
    const codeHash = hashToken(grant.code);
    const redirectUrl = grant.redirect_uri ?? grant.redirect_url;
    const verifier = grant.code_verifier;
    const issued = await this.#db.transaction().execute(async (trx) => {
      const code = await this.#repo.useCode(trx, codeHash);
      if (!code) return undefined;
      if (code.clientId !== clientId || (grant.client_id ?? clientId) !== clientId) {
        throw appError('invalidAuthorizationCode', 'code of another client');
      }
      if (redirectUrl !== code.redirectUrl) {
        throw appError('invalidAuthorizationCode', 'redirect_uri does not match');
      }
      if (verifier === undefined || !PKCE_VALUE_PATTERN.test(verifier)) {
        throw appError('invalidAuthorizationCode', 'code_verifier required (PKCE)');
      }
      if (!safeEqual(s256(verifier), code.codeChallenge)) {
        throw appError('invalidAuthorizationCode', 'code_verifier does not match');
      }
      const { sessionId, tokens } = await this.#auth.startSessionWithId(
        trx,
        code.userId,
        clientId,
        {
          parent:
            code.parentSessionId === null
              ? undefined
              : { sessionId: code.parentSessionId, authenticatedAt: code.authTime },
        },
      );

      await this.#repo.recordSession(trx, codeHash, sessionId);
      return { code, tokens };
    });
    if (!issued) {
      const used = await this.#repo.findUsedCode(codeHash);
      if (used?.sessionId) await this.#auth.endSession(used.sessionId, 'authorization code reused');
      throw appError(
        'invalidAuthorizationCode',
        used ? 'code already used' : 'unknown or expired code',
      );
    }
    const { code, tokens } = issued;
    const claims = await this.#claims(code.userId, code.scope);
    const now = Math.floor(Date.now() / 1000);
    const idToken = await this.#keys.sign({
      iss: this.#settings.issuer,
      aud: clientId,
      iat: now,
      exp: now + this.#settings.idTokenTtlSeconds,
      auth_time: Math.floor(code.authTime.getTime() / 1000),
      ...(code.nonce === null ? {} : { nonce: code.nonce }),
      ...claims,
    });
    return { ...tokens, id_token: idToken, scope: code.scope };
  }

  async #claims(userId: string, scope: string): Promise<Record<string, unknown>> {
    const row = await this.#repo.contact(userId);
    return claimsOf({ userId, scope, email: row?.email ?? null, phone: row?.phone ?? null });
  }

  /** GET/POST userinfo with `Authorization: Bearer <access token of this grant>`; else 40100. */
  async userinfo(authorization: string | undefined): Promise<Record<string, unknown>> {
    const match = /^Bearer\s+([A-Za-z0-9_-]{1,512})\s*$/i.exec(authorization ?? '');
    const row = match?.[1] ? await this.#repo.findUserinfo(hashToken(match[1])) : undefined;
    if (!row) throw appError('tokenInvalid');
    return claimsOf(row);
  }
}

/** The OpenID Connect claims a scope reveals: `sub` always, `email`, `phone_number`. */
function claimsOf(row: {
  userId: string;
  scope: string;
  email: string | null;
  phone: string | null;
}): Record<string, unknown> {
  const scopes = new Set(row.scope.split(' '));
  return {
    sub: row.userId,
    ...(scopes.has('email') && row.email !== null
      ? { email: row.email, email_verified: true }
      : {}),
    ...(scopes.has('phone') && row.phone !== null
      ? { phone_number: row.phone, phone_number_verified: true }
      : {}),
  };
}
