import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** A stored model instance of `oidc-provider`, as its adapter interface hands it over. */
export type OidcPayload = Record<string, unknown> & {
  accountId?: string;
  sessionUid?: string;
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

/**
 * A client that held a provider session which ended, for back-channel logout (the session
 * floor's `ProviderLogout`): the account (`sub`) and the provider's `sid` for that client.
 */
export interface ProviderLogout {
  accountId: string;
  clientId: string;
  sid: string;
}

/** A grant of an account to a client (the home screen's list of apps). */
export interface GrantRow {
  grantId: string;
  clientId: string;
  clientName: string | null;
  scope: string;
  /** When the grant was first given (seconds since the epoch). */
  issuedAt: number;
}

/**
 * The provider's models in `oidc_payloads` (migration 0013), one row per model instance, read and
 * written by `OidcAdapter`. An expired row is never found; the retention purge deletes expired
 * rows (modules/retention). Also the session floor's port to the provider (the `ProviderSessions` of
 * modules/session, decision 040): which provider sessions a first-party session started, and
 * ending them.
 */
export class OidcRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async upsert(kind: string, id: string, payload: OidcPayload, expiresIn: number | undefined) {
    const values = {
      kind,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      account_id: payload.accountId ?? null,
      // A session is found by its own uid; a code or token by the session it was issued in.
      session_uid: (kind === 'Session' ? payload.uid : payload.sessionUid) ?? null,
      expires_at:
        expiresIn === undefined ? null : sql<Date>`now() + make_interval(secs => ${expiresIn})`,
    };
    await this.#db
      .insertInto('oidc_payloads')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['kind', 'id']).doUpdateSet({
          payload: values.payload,
          grant_id: values.grant_id,
          user_code: values.user_code,
          uid: values.uid,
          account_id: values.account_id,
          session_uid: values.session_uid,
          expires_at: values.expires_at,
        }),
      )
      .execute();
  }

  async #findWhere(
    kind: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<OidcPayload | undefined> {
    const row = await this.#db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', kind)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = (
      typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    ) as OidcPayload;
    return row.consumed_at === null
      ? payload
      : { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
  }

  find(kind: string, id: string) {
    return this.#findWhere(kind, 'id', id);
  }

  findByUid(kind: string, uid: string) {
    return this.#findWhere(kind, 'uid', uid);
  }

  findByUserCode(kind: string, userCode: string) {
    return this.#findWhere(kind, 'user_code', userCode);
  }

  /**
   * Marks a code or token used, if nobody did yet: true for the one call that used it up, false
   * for every other (a parallel use that lost the race, or a reuse).
   */
  async consume(kind: string, id: string): Promise<boolean> {
    const row = await this.#db
      .updateTable('oidc_payloads')
      .set({ consumed_at: sql<Date>`now()` })
      .where('kind', '=', kind)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The grant a stored code or token was issued under, used up or not. */
  async grantIdOf(kind: string, id: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('oidc_payloads')
      .select('grant_id')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.grant_id ?? undefined;
  }

  async destroy(kind: string, id: string): Promise<void> {
    await this.#db
      .deleteFrom('oidc_payloads')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .execute();
  }

  /** Everything issued under a grant (codes, tokens, the grant itself), of every kind. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  /** The live grants of an account, newest first, with the client's name. */
  async grantsOf(accountId: string): Promise<GrantRow[]> {
    const rows = await this.#db
      .selectFrom('oidc_payloads')
      .leftJoin('oauth_clients', (join) =>
        join.on(sql`oauth_clients.client_id`, '=', sql`oidc_payloads.payload ->> 'clientId'`),
      )
      .select([
        'oidc_payloads.id as grantId',
        sql<string>`oidc_payloads.payload ->> 'clientId'`.as('clientId'),
        'oauth_clients.name as clientName',
        sql<string>`coalesce(oidc_payloads.payload -> 'openid' ->> 'scope', '')`.as('scope'),
        sql<string>`oidc_payloads.payload ->> 'iat'`.as('iat'),
      ])
      .where('oidc_payloads.kind', '=', 'Grant')
      .where(sql<string>`oidc_payloads.payload ->> 'accountId'`, '=', accountId)
      .where((eb) =>
        eb.or([
          eb('oidc_payloads.expires_at', 'is', null),
          eb('oidc_payloads.expires_at', '>', sql<Date>`now()`),
        ]),
      )
      .orderBy(sql`oidc_payloads.payload ->> 'iat'`, 'desc')
      .execute();
    return rows.map((row) => ({
      grantId: row.grantId,
      clientId: row.clientId,
      clientName: row.clientName,
      scope: row.scope,
      issuedAt: Number(row.iat),
    }));
  }

  /** First-party session `sessionId` started provider session `providerSessionUid` (its browser). */
  async link(sessionId: string, providerSessionUid: string): Promise<void> {
    await this.#db
      .insertInto('session_provider_links')
      .values({ session_id: sessionId, provider_session_uid: providerSessionUid })
      .onConflict((conflict) =>
        conflict.columns(['session_id', 'provider_session_uid']).doNothing(),
      )
      .execute();
  }

  /** The first-party sessions that started provider session `providerSessionUid`. */
  async sessionsLinkedTo(providerSessionUid: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('session_provider_links')
      .select('session_id')
      .where('provider_session_uid', '=', providerSessionUid)
      .execute();
    return rows.map((row) => row.session_id);
  }

  /**
   * Ends the provider sessions the first-party sessions `sessionIds` started, and every code and
   * token issued in them; grants (the consent given) stay, as other devices may use them. Answers
   * the clients that held a session in them.
   */
  async endStartedBy(
    executor: Kysely<Database>,
    sessionIds: readonly string[],
  ): Promise<ProviderLogout[]> {
    if (sessionIds.length === 0) return [];
    const sessions = await executor
      .selectFrom('oidc_payloads')
      .select('payload')
      .where('kind', '=', 'Session')
      .where('session_uid', 'in', (eb) =>
        eb
          .selectFrom('session_provider_links')
          .select('provider_session_uid')
          .where('session_id', 'in', [...sessionIds]),
      )
      .execute();
    await executor
      .deleteFrom('oidc_payloads')
      .where('session_uid', 'in', (eb) =>
        eb
          .selectFrom('session_provider_links')
          .select('provider_session_uid')
          .where('session_id', 'in', [...sessionIds]),
      )
      .execute();
    return logoutsOf(sessions);
  }

  /**
   * Every relying party of an account loses it: the provider's sessions and grants of the account
   * and every code and token issued to it. Answers the clients that held a session.
   */
  async endAccount(executor: Kysely<Database>, accountId: string): Promise<ProviderLogout[]> {
    const sessions = await executor
      .selectFrom('oidc_payloads')
      .select('payload')
      .where('kind', '=', 'Session')
      .where('account_id', '=', accountId)
      .execute();
    await executor.deleteFrom('oidc_payloads').where('account_id', '=', accountId).execute();
    return logoutsOf(sessions);
  }

  /** Those of these clients that registered a back-channel logout URL (decision 054). */
  async backchannelClients(
    executor: Kysely<Database>,
    clientIds: readonly string[],
  ): Promise<Set<string>> {
    if (clientIds.length === 0) return new Set();
    const rows = await executor
      .selectFrom('oauth_clients')
      .select('client_id')
      .where('client_id', 'in', clientIds)
      .where('backchannel_logout_url', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.client_id));
  }
}

/** The clients of stored provider sessions (their `authorizations`: client id → sid). */
function logoutsOf(rows: { payload: unknown }[]): ProviderLogout[] {
  const logouts: ProviderLogout[] = [];
  for (const row of rows) {
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
      accountId?: string;
      authorizations?: Record<string, { sid?: string }>;
    };
    if (payload.accountId === undefined) continue;
    for (const [clientId, authorization] of Object.entries(payload.authorizations ?? {})) {
      if (authorization.sid !== undefined) {
        logouts.push({ accountId: payload.accountId, clientId, sid: authorization.sid });
      }
    }
  }
  return logouts;
}
