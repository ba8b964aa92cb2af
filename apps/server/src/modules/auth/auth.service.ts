import type { TokenPair } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { AuthRepo, SignInWrites, TokenHashes } from '#modules/auth/auth.repo.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { SessionService } from '#modules/session/session.service.ts';

export interface TokenSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** SESSION_MAX_LIFETIME_SECONDS: no refresh once the sign-in is this old (ASVS 7.3.2). */
  sessionMaxLifetimeSeconds: number;
}

export interface SessionOptions {
  /** The statement also clears the account's failed sign-in attempts (a right password). */
  clearLoginAttempts?: boolean;
  /**
   * Decision 060 (with `clearLoginAttempts`): the same statement also writes the sign-in's
   * address and browser on the session, remembers the device and adds the log's event.
   */
  signIn?: SignInWrites;
}

/**
 * Sessions and their tokens: starting a session once a sign-in is proven (see `SignInService`),
 * refresh with rotation, logout. Requests are authenticated by the session floor
 * (`RequestAuthentication`).
 */
/** The signed-out page that tells these relying parties in the browser, or undefined. */
export type SignedOutPage = (
  logouts: readonly { clientId: string; sid: string }[],
) => Promise<string | undefined>;

export class AuthService {
  readonly #repo: AuthRepo;
  readonly #sessions: SessionService;
  readonly #settings: TokenSettings;

  readonly #signedOutPage: SignedOutPage | undefined;

  /** `signedOutPage`: the signed-out page for ended provider sessions (decision 062). */
  constructor(deps: {
    repo: AuthRepo;
    sessions: SessionService;
    settings: TokenSettings;
    signedOutPage?: SignedOutPage;
  }) {
    this.#signedOutPage = deps.signedOutPage;
    this.#repo = deps.repo;
    this.#sessions = deps.sessions;
    this.#settings = deps.settings;
  }

  /**
   * A new session (refresh-token family) for the account and its first token pair, in one
   * statement. `executor` is the database, or the caller's transaction when whatever proved the
   * sign-in (a code, a ticket) is used up in the same transaction, so that it yields exactly one
   * session. `clearLoginAttempts`: the statement also clears the account's failed sign-in attempts
   * (a right password; see `LockoutService.guard`).
   */
  async startSession(
    executor: Kysely<Database>,
    userId: string,
    clientId: string,
    options: SessionOptions = {},
  ): Promise<TokenPair> {
    return (await this.startSessionWithId(executor, userId, clientId, options)).tokens;
  }

  /** `startSession`, also telling the session's id (the authorization code records it). */
  async startSessionWithId(
    executor: Kysely<Database>,
    userId: string,
    clientId: string,
    options: SessionOptions = {},
  ): Promise<{ sessionId: string; tokens: TokenPair }> {
    const { tokens, hashes } = this.#newPair();
    const sessionId = await this.#repo.createSession(executor, userId, clientId, hashes, options);
    return { sessionId, tokens };
  }

  /**
   * `grant_type=refresh_token`: rotation. The token is used up and a new pair of the same
   * session (family) issued, in one statement. Presenting a token already used ends the whole
   * session: someone holds a copy. Unknown, expired, revoked, issued to another client, of
   * another tenant's account or of a sign-in older than the absolute session lifetime → 40102 (a
   * token of another client or tenant is not even looked at: it stays as it was). The same
   * statement records the session as used now from `ip`.
   */
  async refreshGrant(
    refreshToken: string,
    clientId: string,
    tenantId: string,
    ip: string | null,
  ): Promise<TokenPair> {
    const hash = hashToken(refreshToken);
    const { tokens, hashes } = this.#newPair();
    const maxLifetime = this.#settings.sessionMaxLifetimeSeconds;
    if (await this.#repo.rotateRefreshToken(hash, tenantId, clientId, maxLifetime, hashes, ip)) {
      return tokens;
    }
    const known = await this.#repo.findRefreshToken(hash, tenantId);
    if (known?.usedAt) await this.endSession(known.sessionId, 'refresh token reused');
    throw appError('sessionExpired');
  }

  /** A new token pair, and the hashes the database keeps of it. */
  #newPair(): { tokens: TokenPair; hashes: TokenHashes } {
    const accessToken = newToken();
    const refreshToken = newToken();
    return {
      tokens: {
        access_token: accessToken,
        refresh_token: refreshToken,
        token_type: 'bearer',
        expires_in: this.#settings.accessTokenTtlSeconds,
      },
      hashes: {
        access: { hash: hashToken(accessToken), ttlSeconds: this.#settings.accessTokenTtlSeconds },
        refresh: {
          hash: hashToken(refreshToken),
          ttlSeconds: this.#settings.refreshTokenTtlSeconds,
        },
      },
    };
  }

  /**
   * Ends the session at once (`SessionService.revoke`): its access and refresh tokens stop
   * working, and so do the provider sessions it started and the relying parties' tokens issued in
   * them, whether or not the request carries the provider's cookie.
   */
  /**
   * Ends the session and what it started; answers the signed-out page that tells browser apps
   * by Front-Channel Logout (decision 062), or undefined when none is to be told.
   */
  async logout(session: ActiveSession): Promise<string | undefined> {
    const logouts = await this.#sessions.revokeSession(session.sessionId, 'logout');
    if (logouts.length === 0 || this.#signedOutPage === undefined) return undefined;
    return this.#signedOutPage(logouts);
  }

  /** Ends a session and everything it started (`SessionService.revoke`). */
  async endSession(sessionId: string, reason: string): Promise<void> {
    await this.#sessions.revoke({ session: sessionId }, reason);
  }
}
