import type { Kysely } from 'kysely';
import type { ConnectorsTable, Database } from '#db/schema.ts';

export interface ConnectorRow {
  id: string;
  tenantId: string;
  slug: string;
  kind: ConnectorsTable['kind'];
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecretSealed: string | null;
  /** A preset's settings that are not secret, JSON (migration 0031). */
  options: string;
  scopes: string;
  /** ISO codes where the buttons show; empty: everywhere. */
  countries: string[];
  enabled: boolean;
}

export interface ConnectorInput {
  tenantId: string;
  slug: string;
  kind: ConnectorsTable['kind'];
  displayName: string;
  issuer: string;
  clientId: string;
  /** Sealed; `undefined` keeps the stored one (an update that does not change the secret). */
  clientSecretSealed?: string | null;
  options: string;
  scopes: string;
  countries: readonly string[];
  enabled: boolean;
}

export interface IdentityRow {
  id: string;
  userId: string;
  connectorId: string;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  linkedAt: Date;
  lastSignInAt: Date | null;
}

export interface FlowRow {
  id: string;
  connectorId: string;
  tenantId: string;
  purpose: 'sign-in' | 'link';
  userId: string | null;
  nonce: string;
  codeVerifier: string;
  outcome: 'sign-in' | 'register' | 'link-existing' | 'linked' | null;
  issuer: string | null;
  subject: string | null;
  email: string | null;
  emailVerified: boolean | null;
}

export interface UpstreamIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

const connectorColumns = [
  'id',
  'tenant_id as tenantId',
  'slug',
  'kind',
  'display_name as displayName',
  'issuer',
  'client_id as clientId',
  'client_secret_sealed as clientSecretSealed',
  'options',
  'scopes',
  'countries',
  'enabled',
] as const;

const identityColumns = [
  'connector_identities.id',
  'connector_identities.user_id as userId',
  'connector_identities.connector_id as connectorId',
  'connector_identities.issuer',
  'connector_identities.subject',
  'connector_identities.email',
  'connector_identities.email_verified as emailVerified',
  'connector_identities.linked_at as linkedAt',
  'connector_identities.last_sign_in_at as lastSignInAt',
] as const;

const flowColumns = [
  'id',
  'connector_id as connectorId',
  'tenant_id as tenantId',
  'purpose',
  'user_id as userId',
  'nonce',
  'code_verifier as codeVerifier',
  'outcome',
  'issuer',
  'subject',
  'email',
  'email_verified as emailVerified',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toConnector(row: Omit<ConnectorRow, 'countries'> & { countries: string }): ConnectorRow {
  return { ...row, countries: row.countries === '' ? [] : row.countries.split(',') };
}

/**
 * The SQL of decision 050: `connectors` (per tenant), `connector_identities` (linked upstream
 * identities) and `connector_flows` (one upstream round trip and its ticket). Every claim of a
 * flow or ticket is one conditional `UPDATE … RETURNING`: of parallel or replayed uses one wins.
 */
export class ConnectorsRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async listForTenant(tenantId: string): Promise<ConnectorRow[]> {
    const rows = await this.#db
      .selectFrom('connectors')
      .select(connectorColumns)
      .where('tenant_id', '=', tenantId)
      .orderBy('slug')
      .execute();
    return rows.map(toConnector);
  }

  async findById(id: string): Promise<ConnectorRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const row = await this.#db
      .selectFrom('connectors')
      .select(connectorColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toConnector(row);
  }

  /** Adds the tenant's connector `slug`, or updates it (the secret only when one is given). */
  async upsert(input: ConnectorInput): Promise<string> {
    const values = {
      tenant_id: input.tenantId,
      slug: input.slug,
      kind: input.kind,
      display_name: input.displayName,
      issuer: input.issuer,
      client_id: input.clientId,
      options: input.options,
      scopes: input.scopes,
      countries: input.countries.join(','),
      enabled: input.enabled,
      ...(input.clientSecretSealed === undefined
        ? {}
        : { client_secret_sealed: input.clientSecretSealed }),
    };
    const changes = {
      kind: values.kind,
      display_name: values.display_name,
      issuer: values.issuer,
      client_id: values.client_id,
      options: values.options,
      scopes: values.scopes,
      countries: values.countries,
      enabled: values.enabled,
      ...(input.clientSecretSealed === undefined
        ? {}
        : { client_secret_sealed: input.clientSecretSealed }),
    };
    const row = await this.#db
      .insertInto('connectors')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'slug']).doUpdateSet({ ...changes, updated_at: new Date() }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Enables or disables the tenant's connector `id`; `false` when it has none such. */
  async setEnabled(tenantId: string, id: string, enabled: boolean): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const result = await this.#db
      .updateTable('connectors')
      .set({ enabled, updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(tenantId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const result = await this.#db
      .deleteFrom('connectors')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async findIdentity(connectorId: string, subject: string): Promise<IdentityRow | undefined> {
    return this.#db
      .selectFrom('connector_identities')
      .select(identityColumns)
      .where('connector_id', '=', connectorId)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  async identitiesOf(userId: string): Promise<IdentityRow[]> {
    return this.#db
      .selectFrom('connector_identities')
      .select(identityColumns)
      .where('user_id', '=', userId)
      .orderBy('linked_at')
      .execute();
  }

  /** Links an identity; `false` when the identity or the account's link to the connector exists. */
  async link(
    executor: Kysely<Database> | undefined,
    userId: string,
    connectorId: string,
    identity: UpstreamIdentity,
  ): Promise<boolean> {
    const row = await (executor ?? this.#db)
      .insertInto('connector_identities')
      .values({
        user_id: userId,
        connector_id: connectorId,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        email_verified: identity.emailVerified,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async touchIdentity(id: string): Promise<void> {
    await this.#db
      .updateTable('connector_identities')
      .set({ last_sign_in_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async unlink(userId: string, identityId: string): Promise<IdentityRow | undefined> {
    if (!UUID.test(identityId)) return undefined;
    return this.#db
      .deleteFrom('connector_identities')
      .where('user_id', '=', userId)
      .where('id', '=', identityId)
      .returning([
        'id',
        'user_id as userId',
        'connector_id as connectorId',
        'issuer',
        'subject',
        'email',
        'email_verified as emailVerified',
        'linked_at as linkedAt',
        'last_sign_in_at as lastSignInAt',
      ])
      .executeTakeFirst();
  }

  async countPasskeys(userId: string): Promise<number> {
    const row = await this.#db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async newFlow(flow: {
    connectorId: string;
    tenantId: string;
    purpose: 'sign-in' | 'link';
    userId: string | null;
    startHash: string | null;
    stateHash: string;
    bindingHash: string | null;
    nonce: string;
    codeVerifier: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.#db
      .insertInto('connector_flows')
      .values({
        connector_id: flow.connectorId,
        tenant_id: flow.tenantId,
        purpose: flow.purpose,
        user_id: flow.userId,
        start_hash: flow.startHash,
        state_hash: flow.stateHash,
        binding_hash: flow.bindingHash,
        nonce: flow.nonce,
        code_verifier: flow.codeVerifier,
        expires_at: flow.expiresAt,
      })
      .execute();
  }

  /** A linking flow's start, claimed once by the navigation that carries it (binds its browser). */
  async claimStart(
    startHash: string,
    checks: { bindingHash: string; stateHash: string; nonce: string; codeVerifier: string },
  ): Promise<{ connectorId: string } | undefined> {
    return this.#db
      .updateTable('connector_flows')
      .set({
        binding_hash: checks.bindingHash,
        state_hash: checks.stateHash,
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
        start_hash: null,
      })
      .where('start_hash', '=', startHash)
      .where('binding_hash', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['connector_id as connectorId'])
      .executeTakeFirst();
  }

  /** The callback's claim: the state, of this browser, not yet called back, not expired. */
  async claimCallback(stateHash: string, bindingHash: string): Promise<FlowRow | undefined> {
    return this.#db
      .updateTable('connector_flows')
      .set({ called_back_at: new Date() })
      .where('state_hash', '=', stateHash)
      .where('binding_hash', '=', bindingHash)
      .where('called_back_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(flowColumns)
      .executeTakeFirst();
  }

  /** The callback's result: a ticket for the web app (its hash), and what the upstream said. */
  async setOutcome(
    flowId: string,
    outcome: NonNullable<FlowRow['outcome']>,
    ticketHash: string | null,
    identity: UpstreamIdentity,
    userId: string | null,
  ): Promise<void> {
    await this.#db
      .updateTable('connector_flows')
      .set({
        outcome,
        ticket_hash: ticketHash,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        email_verified: identity.emailVerified,
        user_id: userId,
      })
      .where('id', '=', flowId)
      .execute();
  }

  /** A live, unused ticket of this browser (read only). */
  async findTicket(ticketHash: string, bindingHash: string): Promise<FlowRow | undefined> {
    return this.#db
      .selectFrom('connector_flows')
      .select(flowColumns)
      .where('ticket_hash', '=', ticketHash)
      .where('binding_hash', '=', bindingHash)
      .where('ticket_used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  }

  /** Uses a ticket of `outcome` up (in the caller's transaction when given one); once only. */
  async useTicket(
    executor: Kysely<Database> | undefined,
    ticketHash: string,
    bindingHash: string,
    outcome: NonNullable<FlowRow['outcome']>,
  ): Promise<FlowRow | undefined> {
    return (executor ?? this.#db)
      .updateTable('connector_flows')
      .set({ ticket_used_at: new Date() })
      .where('ticket_hash', '=', ticketHash)
      .where('binding_hash', '=', bindingHash)
      .where('outcome', '=', outcome)
      .where('ticket_used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(flowColumns)
      .executeTakeFirst();
  }

  /** After a registration or a proven account: the ticket becomes a sign-in ticket of `userId`. */
  async promoteTicket(executor: Kysely<Database>, flowId: string, userId: string): Promise<void> {
    await executor
      .updateTable('connector_flows')
      .set({ outcome: 'sign-in', user_id: userId, ticket_used_at: null })
      .where('id', '=', flowId)
      .execute();
  }

  /** The retention purge: flows past their expiry. */
  async purgeExpired(): Promise<number> {
    const result = await this.#db
      .deleteFrom('connector_flows')
      .where('expires_at', '<', new Date())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
