import type { ActiveSession, SessionOfAccessToken } from '#modules/session/session.repo.ts';

/**
 * The live first-party session of an access token (its SQL lives in the sign-in repo, `AuthRepo`,
 * which issues the tokens): not expired, session not revoked, issued to `clientId`, its account of
 * `tenantId`. `Account` is the account row read in the same query.
 */
export interface AccessTokenSessions<Account> {
  findSessionByAccessToken(
    hash: string,
    tenantId: string,
    clientId: string,
  ): Promise<ActiveSession | undefined>;
  findSessionAndUserByAccessToken(
    hash: string,
    tenantId: string,
    clientId: string,
  ): Promise<SessionOfAccessToken<Account> | undefined>;
}
