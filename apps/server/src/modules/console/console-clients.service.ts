import type {
  ConsoleClient,
  ConsoleClientCreateRequest,
  ConsoleClientFields,
} from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffSession } from '#modules/console/staff.service.ts';
import type { ClientRuleProblem } from '#modules/oauth/client-rules.ts';
import {
  ClientRuleError,
  type ClientFields,
  type ClientsService,
  type ClientWithSecret,
} from '#modules/oauth/clients.service.ts';
import type { OauthClient } from '#modules/oauth/oauth-clients.repo.ts';

const FIELD_NAMES: Record<ClientRuleProblem['field'], string> = {
  clientId: 'client id',
  redirectUrls: 'redirect URL',
  postLogoutRedirectUrls: 'post-logout URL',
  scopes: 'scope',
  secret: 'secret',
  backchannelLogoutUrl: 'back-channel logout URL',
  frontchannelLogoutUrl: 'front-channel logout URL',
};

export function consoleClientOf(client: OauthClient): ConsoleClient {
  return {
    clientId: client.clientId,
    name: client.name,
    type: client.type,
    machine: client.machine,
    redirectUrls: client.redirectUrls,
    scopes: client.scopes,
    shop: client.shop,
    skipConsent: client.skipConsent,
    postLogoutRedirectUrls: client.postLogoutRedirectUrls,
    backchannelLogoutUrl: client.backchannelLogoutUrl,
    frontchannelLogoutUrl: client.frontchannelLogoutUrl,
    frontchannelLogoutSessionRequired: client.frontchannelLogoutSessionRequired,
    createdAt: client.createdAt.toISOString(),
  };
}

/** The console's form as the registry's fields: `openid` is every client's, so it is dropped. */
function fieldsOf(input: ConsoleClientFields): ClientFields {
  return {
    name: input.name,
    redirectUrls: input.redirectUrls,
    scopes: input.scopes.filter((scope) => scope !== 'openid'),
    skipConsent: input.skipConsent,
    postLogoutRedirectUrls: input.postLogoutRedirectUrls,
    ...(input.backchannelLogoutUrl === undefined
      ? {}
      : { backchannelLogoutUrl: input.backchannelLogoutUrl || null }),
    ...(input.frontchannelLogoutUrl === undefined
      ? {}
      : { frontchannelLogoutUrl: input.frontchannelLogoutUrl || null }),
    ...(input.frontchannelLogoutSessionRequired === undefined
      ? {}
      : { frontchannelLogoutSessionRequired: input.frontchannelLogoutSessionRequired }),
  };
}

/** Runs a registry call; a rule's refusal becomes 40080 naming the field, the value and why. */
async function refusingRules<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ClientRuleError) {
      const { field, value, problem } = error.problem;
      throw appError(
        'consoleInputRefused',
        value === '' ? problem : `${FIELD_NAMES[field]} ${value}: ${problem}`,
      );
    }
    throw error;
  }
}

/**
 * Relying parties in the console (issue 26 item 3): the admin CLI's rules and registry
 * (ClientsService), every change audited by client id. The shop client may be edited and get a
 * new secret, but the console registers no shop: that stays `npm run admin -- create-client --shop`.
 */
export class ConsoleClientsService {
  readonly #clients: ClientsService;
  readonly #audit: AuditRepo;
  readonly #shopClientId: string;

  constructor(deps: { clients: ClientsService; audit: AuditRepo; shopClientId: string }) {
    this.#clients = deps.clients;
    this.#audit = deps.audit;
    this.#shopClientId = deps.shopClientId;
  }

  async list(): Promise<ConsoleClient[]> {
    return (await this.#clients.list()).map(consoleClientOf);
  }

  async create(
    session: StaffSession,
    input: ConsoleClientCreateRequest,
    client: ClientInfo,
  ): Promise<{ client: ConsoleClient; secret: string | null }> {
    if (input.clientId === this.#shopClientId) {
      throw appError(
        'consoleInputRefused',
        `client id ${input.clientId}: the shop's (SHOP_CLIENT_ID); the shop is registered with npm run admin -- create-client --shop`,
      );
    }
    if (
      input.machine === true &&
      (input.skipConsent || (input.type ?? 'confidential') !== 'confidential')
    ) {
      throw appError(
        'consoleInputRefused',
        `client ${input.clientId}: a machine client is confidential and has no consent screen`,
      );
    }
    const made = await refusingRules(() =>
      this.#clients.create({
        ...fieldsOf(input),
        clientId: input.clientId,
        shop: false,
        type: input.type,
        machine: input.machine === true,
      }),
    );
    if (!made) throw appError('consoleItemExists', `client ${input.clientId} exists already`);
    await this.#audit.recordAction(session.staff, 'client-create', client, {
      target: input.clientId,
    });
    return shown(made);
  }

  async edit(
    session: StaffSession,
    clientId: string,
    input: ConsoleClientFields,
    client: ClientInfo,
  ): Promise<ConsoleClient> {
    const edited = await refusingRules(() => this.#clients.edit(clientId, fieldsOf(input)));
    if (!edited) throw appError('consoleItemNotFound', `no client ${clientId}`);
    await this.#audit.recordAction(session.staff, 'client-edit', client, { target: clientId });
    return consoleClientOf(edited);
  }

  async rotateSecret(
    session: StaffSession,
    clientId: string,
    client: ClientInfo,
  ): Promise<{ client: ConsoleClient; secret: string | null }> {
    const rotated = await this.#clients.rotateSecret(clientId);
    if (!rotated) throw appError('consoleItemNotFound', `no client ${clientId}`);
    await this.#audit.recordAction(session.staff, 'client-rotate-secret', client, {
      target: clientId,
    });
    return shown(rotated);
  }

  async remove(session: StaffSession, clientId: string, client: ClientInfo): Promise<void> {
    if (!(await this.#clients.remove(clientId))) {
      throw appError('consoleItemNotFound', `no client ${clientId}`);
    }
    await this.#audit.recordAction(session.staff, 'client-remove', client, { target: clientId });
  }
}

function shown(made: ClientWithSecret): { client: ConsoleClient; secret: string | null } {
  return { client: consoleClientOf(made.client), secret: made.secret ?? null };
}
