import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { ProviderLogout, ProviderSessions } from '#modules/session/provider-sessions.port.ts';
import type { SessionRepo, SessionsOf, StaffSessionRecord } from '#modules/session/session.repo.ts';

/**
 * Whose sessions end: one session, or every session of an account (all but `except`). `principal`
 * `staff`: console sessions, `account` being the staff member; else first-party sessions of a user
 * account and everything they started at relying parties. A target of one principal never ends a
 * session of the other (one store, decision 046).
 */
export type RevokeTarget = SessionsOf & { principal?: 'user' | 'staff' };

/** Queues the back-channel logouts of ended provider sessions in `executor`. */
export type LoggedOut = (executor: Kysely<Database>, logouts: ProviderLogout[]) => Promise<void>;

/** The account events of a revocation (decision 054). */
export interface SessionEvents {
  sessionsEnded(
    executor: Kysely<Database>,
    sessionIds: readonly string[],
    reason: string,
  ): Promise<void>;
}

/**
 * The one floor under every session (decision 040): the one revocation API. Logout, "end this
 * session", "sign out the others", password change and reset, an undone e-mail change, the
 * console's "End sessions" and disable, the admin command, a reused refresh token and "Sign me
 * out" at the provider all end sessions here, and ending a session ends everything it started:
 * its tokens, the provider sessions its browser holds and the relying parties' codes and tokens
 * issued in them (an account-wide revocation: every grant of the account too).
 */
export class SessionService {
  readonly #db: Kysely<Database>;
  readonly #repo: SessionRepo;
  readonly #providers: ProviderSessions;
  readonly #loggedOut: LoggedOut | undefined;
  readonly #events: SessionEvents | undefined;

  /**
   * `loggedOut`: queues the back-channel logouts of the relying parties whose provider sessions a
   * revocation ended (decisions 051, 054), in the revocation's transaction; it must not wait for
   * them. `events`: the `session.ended` webhook event (decision 054).
   */
  constructor(deps: {
    db: Kysely<Database>;
    repo: SessionRepo;
    providers: ProviderSessions;
    loggedOut?: LoggedOut;
    events?: SessionEvents;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#providers = deps.providers;
    this.#loggedOut = deps.loggedOut;
    this.#events = deps.events;
  }

  /**
   * Ends the sessions `target` names, on the caller's transaction when given one. Returns how many
   * live sessions it ended.
   */
  async revoke(
    target: RevokeTarget,
    reason: string,
    executor: Kysely<Database> = this.#db,
  ): Promise<number> {
    return (await this.#revoke(target, reason, executor)).ended;
  }

  /**
   * Ends one user session (the account centre's own logout) and answers the relying parties that
   * held a session in the provider sessions it ended: the browser at hand tells those with a
   * front-channel URL (decision 062).
   */
  async revokeSession(sessionId: string, reason: string): Promise<ProviderLogout[]> {
    return (await this.#revoke({ session: sessionId }, reason, this.#db)).logouts;
  }

  async #revoke(
    target: RevokeTarget,
    reason: string,
    executor: Kysely<Database>,
  ): Promise<{ ended: number; logouts: ProviderLogout[] }> {
    const { principal = 'user', ...which } = target;
    const ended = await this.#repo.revoke(executor, principal, which, reason);
    if (principal === 'staff') return { ended: ended.length, logouts: [] };
    // Also when it had ended already: what it started must not outlive it. Every revocation
    // reason (logout, a device ended, a password changed, the account disabled …) tells the
    // relying parties that held a session in what ended.
    const logouts =
      'session' in which
        ? await this.#providers.endStartedBy(executor, [which.session])
        : await this.#providers.endAccount(executor, which.account);
    if (logouts.length > 0) await this.#loggedOut?.(executor, logouts);
    await this.#events?.sessionsEnded(executor, ended, reason);
    return { ended: ended.length, logouts };
  }

  /**
   * Opens a console session (staff, the second principal of the store): half (password only) or,
   * `signedIn`, with both steps done. The caller keeps the token; only its hash is stored.
   */
  openStaffSession(session: {
    staffId: string;
    tokenHash: string;
    csrfToken: string;
    idleSeconds: number;
    maxSeconds: number;
    signedIn: boolean;
  }): Promise<string> {
    return this.#repo.insertStaffSession(this.#db, session);
  }

  /**
   * The live console session of a cookie token's hash, its idle lifetime renewed; undefined when
   * none (also for any user token: user sessions hold no console token).
   */
  findStaffSession(
    tokenHash: string,
    idleSeconds: number,
  ): Promise<StaffSessionRecord | undefined> {
    return this.#repo.touchStaffSession(this.#db, tokenHash, idleSeconds);
  }

  /**
   * The console session's second step passed: it continues under a new token and CSRF token.
   * Returns its staff member, or undefined when it ended in the meantime.
   */
  completeStaffSecondFactor(
    sessionId: string,
    tokenHash: string,
    csrfToken: string,
  ): Promise<string | undefined> {
    return this.#repo.completeStaffSecondFactor(this.#db, sessionId, tokenHash, csrfToken);
  }

  /**
   * The browser resumed into provider session `providerSessionUid` from an interaction that
   * first-party session `sessionId` finished: the link is recorded, and when that session ended
   * in the meantime, what the provider just issued ends at once.
   */
  async startedAtProvider(sessionId: string, providerSessionUid: string): Promise<void> {
    await this.#providers.link(sessionId, providerSessionUid);
    if (!(await this.#repo.isLive(this.#db, sessionId))) {
      const logouts = await this.#providers.endStartedBy(this.#db, [sessionId]);
      if (logouts.length > 0) await this.#loggedOut?.(this.#db, logouts);
    }
  }

  /**
   * "Sign me out" at the provider ended provider session `providerSessionUid`: the first-party
   * sessions that started it end too.
   */
  async endedAtProvider(providerSessionUid: string): Promise<void> {
    for (const session of await this.#providers.sessionsLinkedTo(providerSessionUid)) {
      await this.revoke({ session }, 'signed out at the provider');
    }
  }
}
