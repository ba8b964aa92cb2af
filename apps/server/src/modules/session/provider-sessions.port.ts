import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/**
 * A relying party that held a provider session which ended: OpenID Connect Back-Channel Logout
 * tells it (`sid`: the provider's session id for that client, `accountId`: the `sub`).
 */
export interface ProviderLogout {
  accountId: string;
  clientId: string;
  sid: string;
}

/**
 * The OpenID provider's side of the floor (its SQL lives in the OIDC repo): the provider sessions a
 * first-party session started, with every code and token issued in them; and an account's whole
 * relying-party state (sessions, grants, codes, tokens).
 */
export interface ProviderSessions {
  /** Ends them and answers who held a session in them (to be told by back-channel logout). */
  endStartedBy(
    executor: Kysely<Database>,
    sessionIds: readonly string[],
  ): Promise<ProviderLogout[]>;
  endAccount(executor: Kysely<Database>, accountId: string): Promise<ProviderLogout[]>;
  /** Records that first-party session `sessionId` started provider session `providerSessionUid`. */
  link(sessionId: string, providerSessionUid: string): Promise<void>;
  /** The first-party sessions that started a provider session. */
  sessionsLinkedTo(providerSessionUid: string): Promise<string[]>;
}
