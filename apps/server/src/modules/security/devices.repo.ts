import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { clampUserAgent, type ClientInfo } from '#modules/security/activity.repo.ts';

export interface SignedInDevice {
  sessionId: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
}

/**
 * The account's signed-in devices: its live first-party sessions (not revoked, a refresh token
 * still unexpired), with the browser and address recorded at sign-in and renewed by refresh.
 */
export class DevicesRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Records the client of the session an access token belongs to (just issued by a sign-in; a
   * refresh records its address in its own statement). Returns the session and its account, or
   * undefined for an unknown token.
   */
  async touch(
    accessTokenHash: string,
    client: ClientInfo,
  ): Promise<{ sessionId: string; userId: string } | undefined> {
    const row = await this.#db
      .updateTable('sessions')
      .from('access_tokens')
      .set({
        ip: client.ip,
        last_seen_at: sql<Date>`now()`,
        user_agent: clampUserAgent(client.userAgent),
      })
      .whereRef('access_tokens.session_id', '=', 'sessions.id')
      .where('access_tokens.token_hash', '=', accessTokenHash)
      .returning(['sessions.id as sessionId', 'sessions.user_id as userId'])
      // Staff sessions have no access tokens: the row is a user session's.
      .$narrowType<{ userId: string }>()
      .executeTakeFirst();
    return row;
  }

  /** The live sessions of the account for `clientId`, the most recently used first. */
  async list(userId: string, clientId: string): Promise<SignedInDevice[]> {
    const rows = await this.#db
      .selectFrom('sessions')
      .select([
        'sessions.id',
        'sessions.user_agent',
        'sessions.ip',
        'sessions.authenticated_at',
        sql<Date>`coalesce(sessions.last_seen_at, sessions.created_at)`.as('last_seen'),
      ])
      .where('sessions.user_id', '=', userId)
      .where('sessions.client_id', '=', clientId)
      .where('sessions.revoked_at', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.session_id')
            .whereRef('refresh_tokens.session_id', '=', 'sessions.id')
            .where('refresh_tokens.used_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', sql<Date>`now()`),
        ),
      )
      .orderBy('last_seen', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      sessionId: row.id,
      userAgent: row.user_agent,
      ip: row.ip,
      signedInAt: row.authenticated_at,
      lastSeenAt: row.last_seen,
    }));
  }

  /** Is `sessionId` a live session of the account for `clientId`? */
  async isLive(userId: string, clientId: string, sessionId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the session's user signed in. */
  async authenticatedAt(sessionId: string): Promise<Date | undefined> {
    const row = await this.#db
      .selectFrom('sessions')
      .select('authenticated_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row?.authenticated_at;
  }
}
