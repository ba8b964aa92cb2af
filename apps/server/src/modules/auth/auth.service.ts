import { normalizeEmail, type TokenResponse } from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { verifyDummyPassword, verifyPassword } from '#lib/passwords.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { ActiveSession, AuthRepo } from '#modules/auth/auth.repo.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';

export interface TokenSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export class AuthService {
  readonly #db: Kysely<Database>;
  readonly #repo: AuthRepo;
  readonly #users: UserRepo;
  readonly #settings: TokenSettings;
  /** Lower-case name of the `{Brand}-Auth` header. */
  readonly #authHeader: string;

  constructor(deps: {
    db: Kysely<Database>;
    repo: AuthRepo;
    users: UserRepo;
    settings: TokenSettings;
    authHeader: string;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#users = deps.users;
    this.#settings = deps.settings;
    this.#authHeader = deps.authHeader.toLowerCase();
  }

  /** The account a login name denotes: an e-mail address or a product ID (phone comes later). */
  #findAccount(username: string): Promise<UserRow | undefined> {
    if (username.includes('@')) return this.#users.findByEmail(normalizeEmail(username));
    if (/^\d{10}$/.test(username)) return this.#users.findByProductId(username);
    return Promise.resolve(undefined);
  }

  /** `grant_type=password`: a new session for the account. */
  async passwordGrant(
    username: string,
    password: string,
    clientId: string,
  ): Promise<TokenResponse> {
    const user = await this.#findAccount(username);
    if (!user) {
      await verifyDummyPassword(password);
      throw appError('usernameOrPasswordError');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw appError('userPasswordNotMatch');
    }
    return this.#db.transaction().execute(async (trx) => {
      const sessionId = await this.#repo.createSession(trx, user.id, clientId);
      return this.#issue(trx, sessionId);
    });
  }

  /**
   * `grant_type=refresh_token`: rotation. The token is used up and a new pair of the same
   * session (family) issued. Presenting a token already used ends the whole session: someone
   * holds a copy. Unknown, expired or revoked → 40102.
   */
  async refreshGrant(refreshToken: string, clientId: string): Promise<TokenResponse> {
    const hash = hashToken(refreshToken);
    const issued = await this.#db.transaction().execute(async (trx) => {
      const session = await this.#repo.useRefreshToken(trx, hash);
      if (!session) return undefined;
      if (session.clientId !== clientId) throw appError('sessionExpired');
      return this.#issue(trx, session.sessionId);
    });
    if (issued) return issued;
    const known = await this.#repo.findRefreshToken(hash);
    if (known?.usedAt) await this.#repo.revokeSession(known.sessionId, 'refresh token reused');
    throw appError('sessionExpired');
  }

  async #issue(trx: Kysely<Database>, sessionId: string): Promise<TokenResponse> {
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

  /** The session of the request's `{Brand}-Auth` token (an optional `Bearer ` prefix is accepted); else 40100. */
  async authenticateRequest(request: FastifyRequest): Promise<ActiveSession> {
    const header = request.headers[this.#authHeader];
    const value = typeof header === 'string' ? header.trim() : '';
    const token = value.replace(/^Bearer\s+/i, '');
    if (token === '' || token.length > 512) throw appError('tokenInvalid');
    const session = await this.#repo.findSessionByAccessToken(hashToken(token));
    if (!session) throw appError('tokenInvalid');
    return session;
  }

  /** Ends the session at once: its access and refresh tokens stop working. */
  async logout(session: ActiveSession): Promise<void> {
    await this.#repo.revokeSession(session.sessionId, 'logout');
  }
}
