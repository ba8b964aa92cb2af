import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/**
 * The OpenID provider's side of the floor (its SQL lives in the OIDC repo): the provider sessions a
 * first-party session started, with every code and token issued in them; and an account's whole
 * relying-party state (sessions, grants, codes, tokens).
 */
export interface ProviderSessions {
  endStartedBy(executor: Kysely<Database>, sessionIds: readonly string[]): Promise<void>;
  endAccount(executor: Kysely<Database>, accountId: string): Promise<void>;
  /** Records that first-party session `sessionId` started provider session `providerSessionUid`. */
  link(sessionId: string, providerSessionUid: string): Promise<void>;
  /** The first-party sessions that started a provider session. */
  sessionsLinkedTo(providerSessionUid: string): Promise<string[]>;
}
