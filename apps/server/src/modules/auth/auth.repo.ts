import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database } from '#db/schema.ts';
import { PreparedQuery } from '#db/prepared-query.ts';
import { rememberDeviceQuery } from '#modules/auth/known-devices.repo.ts';
import { clearAttemptsQuery } from '#modules/lockout/lockout.repo.ts';
import type { ActiveSession, SessionOfAccessToken } from '#modules/session/session.repo.ts';
import { userColumns, type UserRow } from '#modules/user/user.repo.ts';

/** The hash of a new token and how long it lives. */
export interface NewTokenHash {
  hash: string;
  ttlSeconds: number;
}

export interface TokenHashes {
  access: NewTokenHash;
  refresh: NewTokenHash;
}

const inSeconds = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

const NEW_TOKENS_PARAMETERS = ['accessHash', 'accessTtl', 'refreshHash', 'refreshTtl'] as const;
type NewTokensParameter = (typeof NEW_TOKENS_PARAMETERS)[number];
const NEW_SESSION_PARAMETERS = [...NEW_TOKENS_PARAMETERS, 'userId', 'clientId'] as const;
type NewSessionParameter = (typeof NEW_SESSION_PARAMETERS)[number];
const SIGN_IN_PARAMETERS = [...NEW_SESSION_PARAMETERS, 'ip', 'userAgent', 'deviceHash'] as const;
type SignInParameter = (typeof SIGN_IN_PARAMETERS)[number];

/**
 * The activity log's data-modifying CTEs for the sign-in's statement (`SignInStatementPart` of
 * sign-in.ports.ts); `p` holds a `PreparedQuery`'s placeholders.
 */
export interface SignInLogQueries {
  addTo(
    db: QueryCreator<Database>,
    p: { userId: never; ip: never; userAgent: never },
  ): QueryCreator<Database>;
}

/**
 * Decision 060: the rest of a password sign-in's writes, made by the statement that starts the
 * session: the session's address and browser (what `SecurityService.signedIn` sets afterwards
 * for other grants), the device remembered, and the activity log's event.
 */
export interface SignInWrites {
  ip: string | null;
  userAgent: string | null;
  deviceHash: string;
  part: SignInLogQueries;
}

function tokenArguments(tokens: TokenHashes): Record<NewTokensParameter, unknown> {
  return {
    accessHash: tokens.access.hash,
    accessTtl: tokens.access.ttlSeconds,
    refreshHash: tokens.refresh.hash,
    refreshTtl: tokens.refresh.ttlSeconds,
  };
}

/**
 * A token of the session a data-modifying `session` CTE (column `session_id`) returned; nothing
 * when it returned no row.
 */
function insertTokenOf(
  db: QueryCreator<Database & { session: { session_id: string } }>,
  table: 'access_tokens' | 'refresh_tokens',
  hash: string,
  ttlSeconds: number,
) {
  return db
    .insertInto(table)
    .columns(['token_hash', 'session_id', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('session')
        .select([
          eb.val(hash).as('token_hash'),
          'session_id',
          inSeconds(ttlSeconds).as('expires_at'),
        ]),
    );
}

/**
 * A new session of `p.userId` for `p.clientId` (signed in now) and its first token pair, in one
 * statement; with `seen`, the session's address and browser as of now.
 */
function newSessionQuery(
  db: QueryCreator<Database>,
  p: Record<NewSessionParameter, never>,
  seen?: { ip: never; userAgent: never },
) {
  return db
    .with('session', (qb) =>
      qb
        .insertInto('sessions')
        .values({
          user_id: p.userId,
          client_id: p.clientId,
          ...(seen
            ? { ip: seen.ip, user_agent: seen.userAgent, last_seen_at: sql<Date>`now()` }
            : {}),
        })
        .returning('id as session_id'),
    )
    .with('access', (qb) => insertTokenOf(qb, 'access_tokens', p.accessHash, p.accessTtl))
    .with('refresh', (qb) => insertTokenOf(qb, 'refresh_tokens', p.refreshHash, p.refreshTtl))
    .selectFrom('session')
    .select('session_id');
}

/**
 * The sign-in floor's SQL over first-party sessions and their tokens; also the session floor's
 * `AccessTokenSessions` (modules/session/access-token-sessions.port.ts): the lookup of a token.
 */
export class AuthRepo {
  readonly #db: Kysely<Database>;
  // The queries of every signed-in call, sign-in and refresh: compiled once (see PreparedQuery).
  readonly #createSession: PreparedQuery<NewSessionParameter, { session_id: string }>;
  /** `#createSession` that also clears the account's failed sign-in attempts (a right password). */
  readonly #createSessionClearingAttempts: PreparedQuery<
    NewSessionParameter,
    { session_id: string }
  >;
  /** Decision 060: the password sign-in's one statement, per log part (built on first use). */
  readonly #signInSessions = new Map<
    SignInLogQueries,
    PreparedQuery<SignInParameter, { session_id: string }>
  >();
  readonly #sessionByAccessToken: PreparedQuery<'hash' | 'tenantId' | 'clientId', ActiveSession>;
  readonly #sessionAndUserByAccessToken: PreparedQuery<
    'hash' | 'tenantId' | 'clientId',
    UserRow & { sessionId: string; tokenExpiresAt: Date }
  >;
  readonly #rotateRefreshToken: PreparedQuery<
    NewTokensParameter | 'hash' | 'tenantId' | 'clientId' | 'maxLifetime' | 'ip',
    ActiveSession
  >;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#createSession = new PreparedQuery(NEW_SESSION_PARAMETERS, (p) => newSessionQuery(db, p));
    // PostgreSQL runs a data-modifying CTE whether or not the statement reads it.
    this.#createSessionClearingAttempts = new PreparedQuery(NEW_SESSION_PARAMETERS, (p) =>
      newSessionQuery(
        db.with('cleared', (qb) => clearAttemptsQuery(qb, p.userId)),
        p,
      ),
    );
    this.#sessionByAccessToken = new PreparedQuery(['hash', 'tenantId', 'clientId'], (p) =>
      this.#liveAccessToken(p.hash, p.tenantId, p.clientId)
        .select(['sessions.id as sessionId', 'sessions.user_id as userId'])
        // Joined to its user: a user session (staff sessions have no access tokens).
        .$narrowType<{ userId: string }>(),
    );
    this.#sessionAndUserByAccessToken = new PreparedQuery(['hash', 'tenantId', 'clientId'], (p) =>
      this.#liveAccessToken(p.hash, p.tenantId, p.clientId).select([
        ...userColumns,
        'sessions.id as sessionId',
        'access_tokens.expires_at as tokenExpiresAt',
      ]),
    );
    this.#rotateRefreshToken = new PreparedQuery(
      [...NEW_TOKENS_PARAMETERS, 'hash', 'tenantId', 'clientId', 'maxLifetime', 'ip'],
      (p) =>
        db
          .with('session', (qb) =>
            qb
              .updateTable('refresh_tokens')
              .from(['sessions', 'users'])
              .set({ used_at: sql<Date>`now()` })
              .whereRef('sessions.id', '=', 'refresh_tokens.session_id')
              .whereRef('users.id', '=', 'sessions.user_id')
              .where('users.tenant_id', '=', p.tenantId)
              .where('sessions.client_id', '=', p.clientId)
              .where('refresh_tokens.token_hash', '=', p.hash)
              .where('refresh_tokens.used_at', 'is', null)
              .where('refresh_tokens.expires_at', '>', sql<Date>`now()`)
              .where('sessions.revoked_at', 'is', null)
              .where(
                'sessions.authenticated_at',
                '>',
                sql<Date>`now() - make_interval(secs => ${p.maxLifetime})`,
              )
              .returning(['sessions.id as session_id', 'sessions.user_id as user_id']),
          )
          .with('access', (qb) => insertTokenOf(qb, 'access_tokens', p.accessHash, p.accessTtl))
          .with('refresh', (qb) => insertTokenOf(qb, 'refresh_tokens', p.refreshHash, p.refreshTtl))
          // The session was used now, from this address (one commit, not a second statement).
          .with('seen', (qb) =>
            qb
              .updateTable('sessions')
              .from('session')
              .set({ ip: p.ip, last_seen_at: sql<Date>`now()` })
              .whereRef('sessions.id', '=', 'session.session_id'),
          )
          .selectFrom('session')
          .select(['session_id as sessionId', 'user_id as userId'])
          .$narrowType<{ userId: string }>(),
    );
  }

  /**
   * A new session of the account for `clientId` with its first token pair, in one statement (on
   * the caller's transaction when given one). Returns the session's id. `clearLoginAttempts`: the
   * same statement clears the account's failed sign-in attempts (the lockout counter), as a right
   * password does.
   */
  async createSession(
    executor: Kysely<Database>,
    userId: string,
    clientId: string,
    tokens: TokenHashes,
    options: { clearLoginAttempts?: boolean; signIn?: SignInWrites } = {},
  ): Promise<string> {
    if (options.signIn) {
      const { part, ip, userAgent, deviceHash } = options.signIn;
      const row = await this.#signInSession(
        part,
        options.clearLoginAttempts === true,
      ).executeTakeFirst(executor, {
        userId,
        clientId,
        ip,
        userAgent,
        deviceHash,
        ...tokenArguments(tokens),
      });
      if (!row) throw new Error('the new session was not returned');
      return row.session_id;
    }
    const query = options.clearLoginAttempts
      ? this.#createSessionClearingAttempts
      : this.#createSession;
    const row = await query.executeTakeFirst(executor, {
      userId,
      clientId,
      ...tokenArguments(tokens),
    });
    if (!row) throw new Error('the new session was not returned');
    return row.session_id;
  }

  #signInSession(part: SignInLogQueries, clearLoginAttempts: boolean) {
    if (!clearLoginAttempts) throw new Error('a password sign-in clears the failed attempts');
    let query = this.#signInSessions.get(part);
    if (!query) {
      // PostgreSQL runs every data-modifying CTE whether or not the statement reads it.
      query = new PreparedQuery(SIGN_IN_PARAMETERS, (p) =>
        newSessionQuery(
          part.addTo(
            this.#db
              .with('cleared', (qb) => clearAttemptsQuery(qb, p.userId))
              .with('device', (qb) => rememberDeviceQuery(qb, p)),
            p,
          ),
          p,
          p,
        ),
      );
      this.#signInSessions.set(part, query);
    }
    return query;
  }

  /**
   * The live session of an access token: not expired, session not revoked, issued to `clientId`
   * (a relying party's token is unknown to first-party calls), its account of `tenantId` (a token
   * of another tenant's account is unknown here).
   */
  findSessionByAccessToken(
    hash: string,
    tenantId: string,
    clientId: string,
  ): Promise<ActiveSession | undefined> {
    return this.#sessionByAccessToken.executeTakeFirst(this.#db, { hash, tenantId, clientId });
  }

  /** `findSessionByAccessToken` and the session's account, in one query. */
  async findSessionAndUserByAccessToken(
    hash: string,
    tenantId: string,
    clientId: string,
  ): Promise<SessionOfAccessToken<UserRow> | undefined> {
    const row = await this.#sessionAndUserByAccessToken.executeTakeFirst(this.#db, {
      hash,
      tenantId,
      clientId,
    });
    if (!row) return undefined;
    const { sessionId, tokenExpiresAt, ...user } = row;
    return { session: { sessionId, userId: user.id }, user, tokenExpiresAt };
  }

  #liveAccessToken(hash: string, tenantId: string, clientId: string) {
    return this.#db
      .selectFrom('access_tokens')
      .innerJoin('sessions', 'sessions.id', 'access_tokens.session_id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('access_tokens.token_hash', '=', hash)
      .where('sessions.client_id', '=', clientId)
      .where('users.tenant_id', '=', tenantId)
      .where('access_tokens.expires_at', '>', sql<Date>`now()`)
      .where('sessions.revoked_at', 'is', null);
  }

  /**
   * Rotation in one statement: marks a refresh token used if it is live (unused, unexpired,
   * session not revoked, its sign-in less than `maxLifetimeSeconds` ago, its account of
   * `tenantId`) and was issued to `clientId`, adds the new token pair to its session and records
   * that the session was used now from `ip` (the devices list's "last seen"). Returns
   * the session, or undefined when nothing changed. Atomic: of two parallel uses one wins; the
   * other waits for the row and then finds it used.
   */
  rotateRefreshToken(
    hash: string,
    tenantId: string,
    clientId: string,
    maxLifetimeSeconds: number,
    tokens: TokenHashes,
    ip: string | null,
  ): Promise<ActiveSession | undefined> {
    return this.#rotateRefreshToken.executeTakeFirst(this.#db, {
      hash,
      tenantId,
      clientId,
      maxLifetime: maxLifetimeSeconds,
      ip,
      ...tokenArguments(tokens),
    });
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
}
