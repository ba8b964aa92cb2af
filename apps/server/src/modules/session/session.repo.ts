import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** Which sessions of one principal (a user account, or a staff member) end. */
/** A signed-in first-party session: the session (refresh-token family) and its account. */
export interface ActiveSession {
  sessionId: string;
  userId: string;
}

export type SessionsOf = { session: string } | { account: string; except?: string | undefined };

/**
 * The session floor's SQL over its two session tables: `sessions` (first-party sessions of user
 * accounts, with their access and refresh tokens) and `staff_sessions` (the support console).
 */
export class SessionRepo {
  /**
   * Marks the live first-party sessions `which` names revoked; every access and refresh token of
   * theirs stops working at once. Returns the ids of the sessions it ended.
   */
  async revokeUserSessions(
    executor: Kysely<Database>,
    which: SessionsOf,
    reason: string,
  ): Promise<string[]> {
    let query = executor
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('revoked_at', 'is', null);
    if ('session' in which) {
      query = query.where('id', '=', which.session);
    } else {
      query = query.where('user_id', '=', which.account);
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
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ends the live console sessions `which` names (`account`: a staff member). Returns how many. */
  async endStaffSessions(executor: Kysely<Database>, which: SessionsOf): Promise<number> {
    let query = executor
      .updateTable('staff_sessions')
      .set({ ended_at: sql<Date>`now()` })
      .where('ended_at', 'is', null);
    if ('session' in which) {
      query = query.where('id', '=', which.session);
    } else {
      query = query.where('staff_id', '=', which.account);
      if (which.except !== undefined) query = query.where('id', '!=', which.except);
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
