import type {
  ConsoleConnector,
  ConsoleConnectorRequest,
  LinkedIdentity,
} from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { ConnectorsService } from '#modules/connectors/connectors.service.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffSession } from '#modules/console/staff.service.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';

/**
 * The console's connectors (issue 35, decision 056): an admin's list, add or change (the secret
 * write-only: sealed, never answered) and enable or disable, each change audited with the
 * connector's slug and tenant; an account's linked identities for any staff member, audited as a
 * view of the account.
 */
export class ConsoleConnectorsService {
  readonly #connectors: ConnectorsService;
  readonly #users: UserRepo;
  readonly #audit: AuditRepo;

  constructor(deps: { connectors: ConnectorsService; users: UserRepo; audit: AuditRepo }) {
    this.#connectors = deps.connectors;
    this.#users = deps.users;
    this.#audit = deps.audit;
  }

  list(tenant: string): Promise<ConsoleConnector[]> {
    return this.#connectors.configured(tenant);
  }

  async save(
    session: StaffSession,
    input: ConsoleConnectorRequest,
    client: ClientInfo,
  ): Promise<ConsoleConnector> {
    const existing = (await this.#connectors.configured(input.tenant)).find(
      (row) => row.slug === input.slug,
    );
    const options = {
      ...(input.teamId === undefined ? {} : { teamId: input.teamId }),
      ...(input.keyId === undefined ? {} : { keyId: input.keyId }),
      ...(input.apiBase === undefined ? {} : { apiBase: input.apiBase }),
    };
    if (input.kind === 'oidc' && input.issuer === undefined) {
      throw appError('invalidParameter', 'issuer is required');
    }
    if (input.kind !== 'oidc' && !existing?.hasSecret && input.clientSecret === undefined) {
      throw appError('invalidParameter', 'clientSecret is required');
    }
    await this.#connectors.configure({
      tenantId: input.tenant,
      slug: input.slug,
      kind: input.kind,
      displayName: input.name,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: input.clientSecret,
      options,
      scopes: input.scopes,
      countries: input.countries,
      enabled: input.enabled,
    });
    await this.#audit.recordAction(
      session.staff,
      existing ? 'connector-update' : 'connector-create',
      client,
      { target: input.slug, tenantId: input.tenant },
    );
    const saved = (await this.#connectors.configured(input.tenant)).find(
      (row) => row.slug === input.slug,
    );
    if (!saved) throw appError('consoleItemNotFound', 'no connector with this slug');
    return saved;
  }

  async setEnabled(
    session: StaffSession,
    tenant: string,
    connectorId: string,
    enabled: boolean,
    client: ClientInfo,
  ): Promise<ConsoleConnector> {
    if (!(await this.#connectors.setEnabled(tenant, connectorId, enabled))) {
      throw appError('consoleItemNotFound', 'no connector with this id in the tenant');
    }
    const row = (await this.#connectors.configured(tenant)).find(
      (entry) => entry.id === connectorId,
    );
    if (!row) throw appError('consoleItemNotFound', 'no connector with this id in the tenant');
    await this.#audit.recordAction(
      session.staff,
      enabled ? 'connector-enable' : 'connector-disable',
      client,
      { target: row.slug, tenantId: tenant },
    );
    return row;
  }

  async identities(
    session: StaffSession,
    tenant: string,
    userId: string,
    client: ClientInfo,
  ): Promise<LinkedIdentity[]> {
    const user = await this.#users.findById(userId);
    if (user?.tenantId !== tenant) throw appError('notFound', 'no such account');
    const identities = await this.#connectors.identities(user.id);
    await this.#audit.recordAction(session.staff, 'user-identities-view', client, {
      target: user.id,
      tenantId: tenant,
    });
    return identities;
  }
}
