import type { WriteClock } from '#db/write-clock.ts';
import { LruCache } from '#lib/lru-cache.ts';
import type { AccessTokenSessions } from '#modules/session/access-token-sessions.port.ts';
import type { ActiveSession, SessionOfAccessToken } from '#modules/session/session.repo.ts';

/** How many access tokens' sessions are kept (an account row and a session each, ~1 KB). */
export const SESSION_CACHE_CAPACITY = 10_000;

/**
 * The sessions of access tokens, answered from memory while nothing was written to the database
 * since they were read (decision 068): only for a database this process alone writes (the embedded
 * PGlite), whose `WriteClock` moves before every statement that could change data. A revocation,
 * a sign-out, a password change, a disabled or deleted account, a console action, the retention
 * purge or a test's own `UPDATE` all move it, so no answer outlives a write; a token is also
 * refused from the moment it expires, as the query's `expires_at > now()` does. Unknown tokens are
 * never kept, so a flood of made-up ones cannot push live sessions out.
 */
export class CachedAccessTokenSessions<Account> implements AccessTokenSessions<Account> {
  readonly #sessions: AccessTokenSessions<Account>;
  readonly #writes: WriteClock;
  readonly #now: () => number;
  readonly #entries: LruCache<string, Readonly<SessionOfAccessToken<Account>>>;
  /** The write clock the entries were read at; once it moves on, all of them are stale. */
  #current: number;

  constructor(deps: {
    sessions: AccessTokenSessions<Account>;
    writes: WriteClock;
    capacity?: number;
    /** The time in ms (tests). */
    now?: () => number;
  }) {
    this.#sessions = deps.sessions;
    this.#writes = deps.writes;
    this.#now = deps.now ?? Date.now;
    this.#entries = new LruCache(deps.capacity ?? SESSION_CACHE_CAPACITY);
    this.#current = deps.writes.now;
  }

  async findSessionByAccessToken(
    hash: string,
    tenantId: string,
    clientId: string,
  ): Promise<ActiveSession | undefined> {
    return (await this.findSessionAndUserByAccessToken(hash, tenantId, clientId))?.session;
  }

  async findSessionAndUserByAccessToken(
    hash: string,
    tenantId: string,
    clientId: string,
  ): Promise<SessionOfAccessToken<Account> | undefined> {
    const writes = this.#writes.now;
    if (writes !== this.#current) {
      // Something was written since: every entry is stale.
      this.#entries.clear();
      this.#current = writes;
    }
    const key = `${tenantId} ${clientId} ${hash}`;
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      if (this.#now() < kept.tokenExpiresAt.getTime()) return kept;
      this.#entries.delete(key);
    }
    const found = await this.#sessions.findSessionAndUserByAccessToken(hash, tenantId, clientId);
    if (found !== undefined) {
      // Read-only for every caller: the same objects answer the next requests.
      Object.freeze(found.session);
      Object.freeze(found.user);
      Object.freeze(found);
      // Kept only if nothing was written since the query was sent: what it read is still current.
      if (this.#writes.now === writes) this.#entries.set(key, found);
    }
    return found;
  }
}
