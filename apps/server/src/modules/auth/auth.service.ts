import type { TokenPair } from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { ActiveSession, AuthRepo } from '#modules/auth/auth.repo.ts';

export interface TokenSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/**
 * Sessions and their tokens: starting a session once a sign-in is proven (see `SignInService`),
 * refresh with rotation, authenticating requests, logout.
 */
export class AuthService {
  readonly #db: Kysely<Database>;
  readonly #repo: AuthRepo;
  readonly #settings: TokenSettings;
  /** Lower-case name of the `{Brand}-Auth` header. */
  readonly #authHeader: string;

  constructor(deps: {
    db: Kysely<Database>;
    repo: AuthRepo;
    settings: TokenSettings;
    authHeader: string;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#settings = deps.settings;
    this.#authHeader = deps.authHeader.toLowerCase();
  }

  /**
   * A new session (refresh-token family) for the account and its first token pair, inside the
   * caller's transaction: whatever proved the sign-in (a code, a ticket) is used up in the same
   * transaction, so that it yields exactly one session.
   */
  async startSession(trx: Kysely<Database>, userId: string, clientId: string): Promise<TokenPair> {
    return (await this.startSessionWithId(trx, userId, clientId)).tokens;
  }

  /** `startSession`, also telling the session's id (the authorization code records it). */
  async startSessionWithId(
    trx: Kysely<Database>,
    userId: string,
    clientId: string,
  ): Promise<{ sessionId: string; tokens: TokenPair }> {
    const sessionId = await this.#repo.createSession(trx, userId, clientId);
    return { sessionId, tokens: await this.#issue(trx, sessionId) };
  }

  /**
   * `grant_type=refresh_token`: rotation. The token is used up and a new pair of the same
   * session (family) issued. Presenting a token already used ends the whole session: someone
   * holds a copy. Unknown, expired, revoked or of another tenant's account → 40102 (a token of
   * another tenant is not even looked at: it stays as it was).
   */
  async refreshGrant(refreshToken: string, clientId: string, tenantId: string): Promise<TokenPair> {
    const hash = hashToken(refreshToken);
    const issued = await this.#db.transaction().execute(async (trx) => {
      const session = await this.#repo.useRefreshToken(trx, hash, tenantId);
      if (!session) return undefined;
      if (session.clientId !== clientId) throw appError('sessionExpired');
      return this.#issue(trx, session.sessionId);
    });
    if (issued) return issued;
    const known = await this.#repo.findRefreshToken(hash, tenantId);
    if (known?.usedAt) await this.#repo.revokeSession(known.sessionId, 'refresh token reused');
    throw appError('sessionExpired');
  }

  async #issue(trx: Kysely<Database>, sessionId: string): Promise<TokenPair> {
    const accessToken = newToken();
    const refreshToken = newToken();
    await this.#repo.addTokens(
      trx,
      sessionId,
      { hash: hashToken(accessToken), ttlSeconds: this.#settings.accessTokenTtlSeconds },
      { hash: hashToken(refreshToken), ttlSeconds: this.#settings.refreshTokenTtlSeconds },
    );
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: this.#settings.accessTokenTtlSeconds,
    };
  }

  /**
   * The session of the request's `{Brand}-Auth` token (an optional `Bearer ` prefix is accepted),
   * if its account belongs to the request's tenant; else 40100.
   */
  async authenticateRequest(request: FastifyRequest): Promise<ActiveSession> {
    const header = request.headers[this.#authHeader];
    const value = typeof header === 'string' ? header.trim() : '';
    const token = value.replace(/^Bearer\s+/i, '');
    if (token === '' || token.length > 512) throw appError('tokenInvalid');
    const session = await this.#repo.findSessionByAccessToken(hashToken(token), request.tenantId);
    if (!session) throw appError('tokenInvalid');
    return session;
  }

  /** Ends the session at once: its access and refresh tokens stop working. */
  async logout(session: ActiveSession): Promise<void> {
    await this.#repo.revokeSession(session.sessionId, 'logout');
  }
}
