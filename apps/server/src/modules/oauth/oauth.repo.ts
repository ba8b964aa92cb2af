import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface NewAuthorizationCode {
  codeHash: string;
  clientId: string;
  userId: string;
  /** The web session that asks for the code. */
  parentSessionId: string;
  redirectUrl: string;
  scope: string;
  nonce: string | undefined;
  codeChallenge: string;
  ttlSeconds: number;
}

export interface AuthorizationCodeRow {
  clientId: string;
  userId: string;
  redirectUrl: string;
  scope: string;
  nonce: string | null;
  codeChallenge: string;
  /** When the user signed in to the web session that asked for the code. */
  authTime: Date;
  /** That web session (null for codes issued before migration 0010). */
  parentSessionId: string | null;
}

/** The account behind an access token issued by the `authorization_code` grant. */
export interface UserinfoRow {
  userId: string;
  clientId: string;
  scope: string;
  email: string | null;
  phone: string | null;
}

export interface SigningKeyRow {
  kid: string;
  publicJwk: string;
  privateKey: string;
  createdAt: Date;
}

/** Authorization codes and id_token signing keys (migration 0008). */
export class OauthRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A new code; its `auth_time` is the sign-in of the web session that asks for it. */
  async addCode(code: NewAuthorizationCode): Promise<void> {
    await this.#db
      .insertInto('authorization_codes')
      .values((eb) => ({
        code_hash: code.codeHash,
        client_id: code.clientId,
        user_id: code.userId,
        redirect_url: code.redirectUrl,
        scope: code.scope,
        nonce: code.nonce ?? null,
        code_challenge: code.codeChallenge,
        parent_session_id: code.parentSessionId,
        auth_time: eb
          .selectFrom('sessions')
          .select('authenticated_at')
          .where('id', '=', code.parentSessionId),
        expires_at: sql<Date>`now() + make_interval(secs => ${code.ttlSeconds})`,
      }))
      .execute();
    // Housekeeping: codes long past use are of no value (a used one is kept for a day, so that
    // presenting it again still revokes what it gave).
    await this.#db
      .deleteFrom('authorization_codes')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }

  /**
   * Marks a live code used (unused, unexpired) and returns it. Atomic: one of two parallel
   * redemptions wins.
   */
  useCode(trx: Kysely<Database>, codeHash: string): Promise<AuthorizationCodeRow | undefined> {
    return trx
      .updateTable('authorization_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning([
        'client_id as clientId',
        'user_id as userId',
        'redirect_url as redirectUrl',
        'scope',
        'nonce',
        'code_challenge as codeChallenge',
        'auth_time as authTime',
        'parent_session_id as parentSessionId',
      ])

      .executeTakeFirst();
  }

  async recordSession(trx: Kysely<Database>, codeHash: string, sessionId: string): Promise<void> {
    await trx
      .updateTable('authorization_codes')
      .set({ session_id: sessionId })
      .where('code_hash', '=', codeHash)
      .execute();
  }

  /** A code already used: its session, if its token call started one. */
  findUsedCode(codeHash: string): Promise<{ sessionId: string | null } | undefined> {
    return this.#db
      .selectFrom('authorization_codes')
      .select('session_id as sessionId')
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is not', null)
      .executeTakeFirst();
  }

  /**
   * The account of a live access token that the `authorization_code` grant issued (of any tenant:
   * the code named the account). Tokens of the web app's own sign-in are not found here.
   */
  findUserinfo(accessTokenHash: string): Promise<UserinfoRow | undefined> {
    return this.#db
      .selectFrom('access_tokens')
      .innerJoin('sessions', 'sessions.id', 'access_tokens.session_id')
      .innerJoin('authorization_codes', 'authorization_codes.session_id', 'sessions.id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id as userId',
        'sessions.client_id as clientId',
        'authorization_codes.scope',
        'users.email',
        'users.phone',
      ])
      .where('access_tokens.token_hash', '=', accessTokenHash)
      .where('access_tokens.expires_at', '>', sql<Date>`now()`)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  contact(userId: string): Promise<{ email: string | null; phone: string | null } | undefined> {
    return this.#db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  signingKeys(): Promise<SigningKeyRow[]> {
    return this.#db
      .selectFrom('signing_keys')
      .select([
        'kid',
        'public_jwk as publicJwk',
        'private_key as privateKey',
        'created_at as createdAt',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('kid')
      .execute();
  }

  async addSigningKey(key: { kid: string; publicJwk: string; privateKey: string }): Promise<void> {
    await this.#db
      .insertInto('signing_keys')
      .values({ kid: key.kid, public_jwk: key.publicJwk, private_key: key.privateKey })
      .execute();
  }
}
