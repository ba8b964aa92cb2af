import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface ActiveSession {
  sessionId: string;
  userId: string;
}

const inSeconds = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

export class AuthRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async createSession(trx: Kysely<Database>, userId: string, clientId: string): Promise<string> {
    const row = await trx
      .insertInto('sessions')
      .values({ user_id: userId, client_id: clientId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async addTokens(
    trx: Kysely<Database>,
    sessionId: string,
    access: { hash: string; ttlSeconds: number },
    refresh: { hash: string; ttlSeconds: number },
  ): Promise<void> {
    await trx
      .insertInto('access_tokens')
      .values({
        token_hash: access.hash,
        session_id: sessionId,
        expires_at: inSeconds(access.ttlSeconds),
      })
      .execute();
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: refresh.hash,
        session_id: sessionId,
        expires_at: inSeconds(refresh.ttlSeconds),
      })
      .execute();
  }

  /**
   * The live session of an access token: not expired, session not revoked, its account of
   * `tenantId` (a token of another tenant's account is unknown here).
   */
  findSessionByAccessToken(hash: string, tenantId: string): Promise<ActiveSession | undefined> {
    return this.#db
      .selectFrom('access_tokens')
      .innerJoin('sessions', 'sessions.id', 'access_tokens.session_id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as sessionId', 'sessions.user_id as userId'])
      .where('access_tokens.token_hash', '=', hash)
      .where('users.tenant_id', '=', tenantId)
      .where('access_tokens.expires_at', '>', sql<Date>`now()`)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Marks a refresh token used if it is live (unused, unexpired, session not revoked, its account
   * of `tenantId`) and returns its session. Atomic: one of two parallel uses wins.
   */
  useRefreshToken(
    trx: Kysely<Database>,
    hash: string,
    tenantId: string,
  ): Promise<(ActiveSession & { clientId: string }) | undefined> {
    return trx
      .updateTable('refresh_tokens')
      .from(['sessions', 'users'])
      .set({ used_at: sql<Date>`now()` })
      .whereRef('sessions.id', '=', 'refresh_tokens.session_id')
      .whereRef('users.id', '=', 'sessions.user_id')
      .where('users.tenant_id', '=', tenantId)
      .where('refresh_tokens.token_hash', '=', hash)
      .where('refresh_tokens.used_at', 'is', null)
      .where('refresh_tokens.expires_at', '>', sql<Date>`now()`)
      .where('sessions.revoked_at', 'is', null)
      .returning([
        'sessions.id as sessionId',
        'sessions.user_id as userId',
        'sessions.client_id as clientId',
      ])
      .executeTakeFirst();
  }

  /** A refresh token of an account of `tenantId`, live or not. */
  findRefreshToken(
    hash: string,
    tenantId: string,
  ): Promise<{ sessionId: string; usedAt: Date | null } | undefined> {
    return this.#db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['refresh_tokens.session_id as sessionId', 'refresh_tokens.used_at as usedAt'])
      .where('refresh_tokens.token_hash', '=', hash)
      .where('users.tenant_id', '=', tenantId)
      .executeTakeFirst();
  }

  /** Ends a session: every access and refresh token of its family stops working at once. */
  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Ends every live session of an account (all but `exceptSessionId` when given), e.g. after its
   * password changed: whoever signed in with the old password is signed out at once.
   */
  async revokeUserSessions(
    executor: Kysely<Database>,
    userId: string,
    reason: string,
    exceptSessionId?: string,
  ): Promise<void> {
    let query = executor
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }
}
