import { sql, type Kysely } from 'kysely';
import type { Database, SessionPrincipal } from '#db/schema.ts';

/** A signed-in first-party session: the session (refresh-token family) and its account. */
export interface ActiveSession {
  sessionId: string;
  userId: string;
}

/** A live access token's session, its account, and when the token expires (`AccessTokenSessions`). */
export interface SessionOfAccessToken<Account> {
  session: ActiveSession;
  user: Account;
  tokenExpiresAt: Date;
}

/** Which sessions of one principal (a user account, or a staff member) end. */
export type SessionsOf = { session: string } | { account: string; except?: string | undefined };

/** A live console session found by its cookie's token (`SessionRepo.touchStaffSession`). */
export interface StaffSessionRecord {
  sessionId: string;
  staffId: string;
  csrfToken: string;
  /** The second step (authenticator code) passed; false in a half session. */
  secondFactorDone: boolean;
}

/** The column naming a session's account, by principal. */
const accountColumn = { user: 'user_id', staff: 'staff_id' } as const;

/**
 * The session floor's SQL over the one session store, `sessions` (decision 046): first-party
 * sessions of user accounts (their access and refresh tokens in tables of their own) and support
 * console sessions (`principal` `staff`, the cookie's token hash and lifetimes on the row).
 */
export class SessionRepo {
  /**
   * Marks the live sessions of `principal` that `which` names revoked: every token of theirs stops
   * working at once. Returns the ids of the sessions it ended.
   */
  async revoke(
    executor: Kysely<Database>,
    principal: SessionPrincipal,
    which: SessionsOf,
    reason: string,
  ): Promise<string[]> {
    let query = executor
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('principal', '=', principal)
      .where('revoked_at', 'is', null);
    if ('session' in which) {
      query = query.where('id', '=', which.session);
    } else {
      query = query.where(accountColumn[principal], '=', which.account);
      if (which.except !== undefined) query = query.where('id', '!=', which.except);
    }
    const rows = await query.returning('id').execute();
    return rows.map((row) => row.id);
  }

  /** Is this first-party session live (not revoked)? */
  async isLive(executor: Kysely<Database>, sessionId: string): Promise<boolean> {
    const row = await executor
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('principal', '=', 'user')
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new console session: half (password only) or, `signedIn`, with its second step done. */
  async insertStaffSession(
    executor: Kysely<Database>,
    session: {
      staffId: string;
      tokenHash: string;
      csrfToken: string;
      idleSeconds: number;
      maxSeconds: number;
      signedIn: boolean;
    },
  ): Promise<string> {
    const row = await executor
      .insertInto('sessions')
      .values({
        principal: 'staff',
        staff_id: session.staffId,
        client_id: 'console',
        token_hash: session.tokenHash,
        csrf_token: session.csrfToken,
        last_seen_at: sql<Date>`now()`,
        idle_expires_at: sql<Date>`now() + make_interval(secs => ${session.idleSeconds})`,
        expires_at: sql<Date>`now() + make_interval(secs => ${session.maxSeconds})`,
        ...(session.signedIn ? { second_factor_at: sql<Date>`now()` } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The live console session of a token hash (not revoked, neither its idle nor its absolute
   * lifetime passed), its idle lifetime renewed. Only console sessions carry a token hash: a user's
   * token is never found here.
   */
  async touchStaffSession(
    executor: Kysely<Database>,
    tokenHash: string,
    idleSeconds: number,
  ): Promise<StaffSessionRecord | undefined> {
    const row = await executor
      .updateTable('sessions')
      .set({
        last_seen_at: sql<Date>`now()`,
        idle_expires_at: sql<Date>`least(expires_at, now() + make_interval(secs => ${idleSeconds}))`,
      })
      .where('principal', '=', 'staff')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('idle_expires_at', '>', sql<Date>`now()`)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'staff_id', 'csrf_token', 'second_factor_at'])
      .executeTakeFirst();
    if (!row || row.staff_id === null || row.csrf_token === null) return undefined;
    return {
      sessionId: row.id,
      staffId: row.staff_id,
      csrfToken: row.csrf_token,
      secondFactorDone: row.second_factor_at !== null,
    };
  }

  /**
   * The console session's second step passed: it gets a new token and CSRF token. Returns its
   * staff member, or undefined when the session is no longer live.
   */
  async completeStaffSecondFactor(
    executor: Kysely<Database>,
    sessionId: string,
    tokenHash: string,
    csrfToken: string,
  ): Promise<string | undefined> {
    const row = await executor
      .updateTable('sessions')
      .set({ second_factor_at: sql<Date>`now()`, token_hash: tokenHash, csrf_token: csrfToken })
      .where('id', '=', sessionId)
      .where('principal', '=', 'staff')
      .where('revoked_at', 'is', null)
      .returning('staff_id')
      .executeTakeFirst();
    return row?.staff_id ?? undefined;
  }
}
