import type { FastifyRequest } from 'fastify';
import { appError } from '#lib/app-error.ts';
import { hashToken } from '#lib/secrets.ts';
import type { AccessTokenSessions } from '#modules/session/access-token-sessions.port.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';

/**
 * The request authentication of every signed-in first-party call: the session of the request's
 * `{Brand}-Auth` token. `Account` is the account row `authenticateUser` reads with the session.
 */
export class RequestAuthentication<Account> {
  readonly #sessions: AccessTokenSessions<Account>;
  /** Lower-case name of the `{Brand}-Auth` header. */
  readonly #authHeader: string;
  /** WEB_CLIENT_ID: the only client whose sessions first-party calls accept. */
  readonly #firstPartyClientId: string;

  constructor(deps: {
    sessions: AccessTokenSessions<Account>;
    authHeader: string;
    firstPartyClientId: string;
  }) {
    this.#sessions = deps.sessions;
    this.#authHeader = deps.authHeader.toLowerCase();
    this.#firstPartyClientId = deps.firstPartyClientId;
  }

  /**
   * The session of the request's `{Brand}-Auth` token (an optional `Bearer ` prefix is accepted),
   * if it is a session of the first-party web client and its account belongs to the request's
   * tenant; else 40100. A relying party's access token opens only the OpenID userinfo endpoint
   * (`OauthService.userinfo`), never a first-party call.
   */
  async authenticateRequest(request: FastifyRequest): Promise<ActiveSession> {
    const session = await this.#sessions.findSessionByAccessToken(
      this.#accessTokenHashOf(request),
      request.tenantId,
      this.#firstPartyClientId,
    );
    if (!session) throw appError('tokenInvalid');
    return session;
  }

  /** `authenticateRequest`, also reading the session's account (in the same query). */
  async authenticateUser(
    request: FastifyRequest,
  ): Promise<{ session: ActiveSession; user: Account }> {
    const found = await this.#sessions.findSessionAndUserByAccessToken(
      this.#accessTokenHashOf(request),
      request.tenantId,
      this.#firstPartyClientId,
    );
    if (!found) throw appError('tokenInvalid');
    return found;
  }

  #accessTokenHashOf(request: FastifyRequest): string {
    const header = request.headers[this.#authHeader];
    const value = typeof header === 'string' ? header.trim() : '';
    const token = value.replace(/^Bearer\s+/i, '');
    if (token === '' || token.length > 512) throw appError('tokenInvalid');
    return hashToken(token);
  }
}
