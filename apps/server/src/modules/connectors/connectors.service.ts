import {
  CONNECTOR_ERROR_PARAM,
  CONNECTOR_TICKET_PARAM,
  WEB_SCREEN_PATHS,
  type Connector,
  type ConsoleConnector,
  type ConnectorErrorReason,
  type AuthCodeResult,
  type ConnectorKind,
  type ConnectorLinkExistingCodeRequest,
  type ConnectorLinkExistingRequest,
  type ConnectorRegisterRequest,
  type ConnectorTicketResult,
  type DoubleCheckAnswer,
  type LinkedIdentity,
  type SecondFactorAnswer,
  type TokenPair,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError, isAppError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { hasPassword } from '#lib/passwords.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { GrantContext, SignInService } from '#modules/auth/sign-in.service.ts';
import type {
  ConnectorRow,
  ConnectorsRepo,
  FlowRow,
  UpstreamIdentity,
} from '#modules/connectors/connectors.repo.ts';
import {
  CONNECTOR_PRESETS,
  parseOptions,
  type ConnectorOptions,
} from '#modules/connectors/presets.ts';
import { UpstreamOidc, type UpstreamSettings } from '#modules/connectors/upstream-oidc.ts';
import { upstreamWechat, type WechatSettings } from '#modules/connectors/upstream-wechat.ts';
import type { CredentialsService } from '#modules/credentials/credentials.service.ts';
import type { RelyingParty } from '#modules/credentials/relying-party.ts';
import type { PasskeysService } from '#modules/passkeys/passkeys.service.ts';
import type { RegistrationService } from '#modules/registration/registration.service.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import { contactOf, maskContact } from '#modules/user/contact.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type { VerificationService } from '#modules/verification/verification.service.ts';

/** A connector as configured (console, CONNECTORS variable); the secret in clear, sealed here. */
export interface ConnectorConfiguration {
  tenantId: string;
  slug: string;
  kind: ConnectorKind;
  displayName: string;
  /** A preset's own issuer when not given (decision 056); required for `oidc`. */
  issuer?: string | undefined;
  clientId: string;
  /**
   * `undefined` keeps the stored secret (an update that does not change it). Apple: the team's
   * private key (PKCS #8 PEM) that signs the client secret.
   */
  clientSecret?: string | undefined;
  options?: ConnectorOptions;
  scopes?: string | undefined;
  countries?: readonly string[];
  enabled?: boolean;
}

export interface ConnectorSettings {
  /** This server's public URL (OIDC_ISSUER): the callback's and the web app's base. */
  publicUrl: string;
  /** KEY_ENCRYPTION_SECRET: the client secrets are sealed with it. */
  sealingSecret: string | undefined;
  /** How long a round trip and its ticket live. */
  flowTtlSeconds: number;
}

/** Where a link-existing proof comes from: the request's tenant, client, brand and passkey RP. */
export interface LinkExistingContext {
  tenantId: string;
  client: ClientInfo;
  /** The client's network for the code sends' per-IP cap (`requesterOf`). */
  clientIp: string;
  brandName: string;
  rp: RelyingParty;
}

/** What the callback leads to: where the browser is sent. */
export interface CallbackAnswer {
  redirectTo: string;
}

/** Ten minutes for the upstream round trip and then for the web app to use its ticket. */
export const CONNECTOR_FLOW_TTL_SECONDS = 600;

const sealContext = (tenantId: string, slug: string) => `connector:${tenantId}:${slug}`;

function publicConnector(row: ConnectorRow): Connector {
  return { id: row.id, slug: row.slug, kind: row.kind, name: row.displayName };
}

/**
 * Sign-in with another identity provider (decision 050). The upstream round trip is bound to the
 * browser that started it: the flow stores the hash of a random HttpOnly cookie (`binding`) and
 * only a callback carrying that cookie, with the flow's state, once, before it expires, is
 * accepted; every ticket the callback gives the web app needs the same cookie. A linked identity
 * signs in through `SignInService.upstreamSignIn` (the password sign-in's rules); a new person
 * registers (agreement, birth date, country); an e-mail address that already has an account is
 * linked only after that account's password is given.
 */
export class ConnectorsService {
  readonly #db: Kysely<Database>;
  readonly #repo: ConnectorsRepo;
  readonly #users: UserRepo;
  readonly #signIn: SignInService;
  readonly #registration: RegistrationService;
  readonly #credentials: CredentialsService;
  readonly #security: SecurityService;
  readonly #codes: VerificationService;
  readonly #passkeys: PasskeysService;
  readonly #settings: ConnectorSettings;
  readonly #upstream = new UpstreamOidc();

  constructor(deps: {
    db: Kysely<Database>;
    repo: ConnectorsRepo;
    users: UserRepo;
    signIn: SignInService;
    registration: RegistrationService;
    credentials: CredentialsService;
    security: SecurityService;
    codes: VerificationService;
    passkeys: PasskeysService;
    settings: ConnectorSettings;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#users = deps.users;
    this.#signIn = deps.signIn;
    this.#registration = deps.registration;
    this.#credentials = deps.credentials;
    this.#security = deps.security;
    this.#codes = deps.codes;
    this.#passkeys = deps.passkeys;
    this.#settings = deps.settings;
  }

  get #callbackUrl(): string {
    return `${this.#settings.publicUrl}/connect/callback`;
  }

  // --- configuration ---------------------------------------------------------------------

  /** Adds or updates a connector; the client secret is sealed and never read back. */
  async configure(configuration: ConnectorConfiguration): Promise<string> {
    const preset = CONNECTOR_PRESETS[configuration.kind];
    const given = configuration.issuer ?? preset.issuer;
    if (given === undefined) throw appError('invalidParameter', 'issuer is required');
    const issuer = new URL(given).href.replace(/\/$/, '');
    const options = { ...configuration.options };
    if (configuration.kind === 'apple' && (!options.teamId || !options.keyId)) {
      throw appError('invalidParameter', 'an Apple connector needs teamId and keyId');
    }
    if (configuration.kind === 'wechat') options.apiBase ??= preset.apiBase;
    return this.#repo.upsert({
      tenantId: configuration.tenantId,
      slug: configuration.slug,
      kind: configuration.kind,
      displayName: configuration.displayName,
      issuer,
      clientId: configuration.clientId,
      ...(configuration.clientSecret === undefined
        ? {}
        : {
            clientSecretSealed: sealPrivateKey(
              Buffer.from(configuration.clientSecret, 'utf8'),
              sealContext(configuration.tenantId, configuration.slug),
              this.#settings.sealingSecret,
            ),
          }),
      options: JSON.stringify(options),
      scopes: configuration.scopes ?? preset.scopes,
      // WeChat's button shows only where configured: mainland China unless told otherwise.
      countries: configuration.countries ?? (configuration.kind === 'wechat' ? ['CN'] : []),
      enabled: configuration.enabled ?? true,
    });
  }

  /** The tenant's connectors as configured, without their secrets (the console). */
  async configured(tenantId: string): Promise<ConsoleConnector[]> {
    return (await this.#repo.listForTenant(tenantId)).map((row) => {
      const options = parseOptions(row.options);
      return {
        ...publicConnector(row),
        issuer: row.issuer,
        clientId: row.clientId,
        scopes: row.scopes,
        countries: row.countries,
        enabled: row.enabled,
        hasSecret: row.clientSecretSealed !== null,
        teamId: options.teamId ?? null,
        keyId: options.keyId ?? null,
        apiBase: options.apiBase ?? null,
      };
    });
  }

  setEnabled(tenantId: string, id: string, enabled: boolean): Promise<boolean> {
    return this.#repo.setEnabled(tenantId, id, enabled);
  }

  remove(tenantId: string, id: string): Promise<boolean> {
    return this.#repo.remove(tenantId, id);
  }

  /** The buttons of the login and register screens: the tenant's enabled connectors for `country`. */
  async enabled(tenantId: string, country: string | undefined): Promise<Connector[]> {
    return (await this.#repo.listForTenant(tenantId))
      .filter(
        (row) =>
          row.enabled &&
          (row.countries.length === 0 ||
            (country !== undefined && row.countries.includes(country))),
      )
      .map(publicConnector);
  }

  #upstreamSettings(row: ConnectorRow): UpstreamSettings {
    return {
      cacheKey: `${row.id}:${row.kind}:${row.issuer}:${row.clientId}:${row.options}:${row.clientSecretSealed ?? ''}`,
      kind: row.kind,
      options: parseOptions(row.options),
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret:
        row.clientSecretSealed === null
          ? undefined
          : openPrivateKey(
              row.clientSecretSealed,
              sealContext(row.tenantId, row.slug),
              this.#settings.sealingSecret,
            ).toString('utf8'),
    };
  }

  #wechatSettings(row: ConnectorRow): WechatSettings {
    const settings = this.#upstreamSettings(row);
    if (settings.clientSecret === undefined)
      throw new Error('a WeChat connector needs its AppSecret');
    return {
      authorizeBase: row.issuer,
      apiBase: settings.options.apiBase ?? CONNECTOR_PRESETS.wechat.apiBase ?? '',
      appId: row.clientId,
      appSecret: settings.clientSecret,
    };
  }

  // --- the round trip --------------------------------------------------------------------

  #expiry(): Date {
    return new Date(Date.now() + this.#settings.flowTtlSeconds * 1000);
  }

  #webUrl(path: string, parameters: Record<string, string>): string {
    return `${this.#settings.publicUrl}${path}?${new URLSearchParams(parameters).toString()}`;
  }

  #refused(reason: ConnectorErrorReason, purpose: 'sign-in' | 'link' = 'sign-in'): CallbackAnswer {
    const screen = purpose === 'link' ? WEB_SCREEN_PATHS.security : WEB_SCREEN_PATHS.login;
    return { redirectTo: this.#webUrl(screen, { [CONNECTOR_ERROR_PARAM]: reason }) };
  }

  async #authorizationUrl(
    row: ConnectorRow,
    checks: { state: string; nonce: string; codeChallenge: string },
  ): Promise<string> {
    if (row.kind === 'wechat') {
      return upstreamWechat.authorizationUrl(this.#wechatSettings(row), {
        redirectUri: this.#callbackUrl,
        state: checks.state,
      });
    }
    const url = await this.#upstream.authorizationUrl(this.#upstreamSettings(row), {
      redirectUri: this.#callbackUrl,
      scope: row.scopes,
      ...checks,
      ...(row.kind === 'apple' ? { responseMode: 'form_post' as const } : {}),
    });
    return url.href;
  }

  /**
   * The sign-in navigation: a new flow bound to `binding` (the browser's cookie) and the
   * upstream's authorization URL. An unknown or disabled connector lands on the error screen.
   */
  async start(connectorId: string, binding: string): Promise<CallbackAnswer> {
    const row = await this.#repo.findById(connectorId);
    if (!row?.enabled) return this.#refused('state');
    const checks = await UpstreamOidc.newChecks();
    try {
      const redirectTo = await this.#authorizationUrl(row, checks);
      await this.#repo.newFlow({
        connectorId: row.id,
        tenantId: row.tenantId,
        purpose: 'sign-in',
        userId: null,
        startHash: null,
        stateHash: hashToken(checks.state),
        bindingHash: hashToken(binding),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        expiresAt: this.#expiry(),
      });
      return { redirectTo };
    } catch {
      return this.#refused('upstream');
    }
  }

  /**
   * Linking from Home (decision 050): the signed-in call, after its step-up proof, makes a flow
   * for the account and answers the navigation that will claim it (and bind its browser).
   */
  async beginLink(userId: string, tenantId: string, connectorId: string): Promise<string> {
    const row = await this.#repo.findById(connectorId);
    if (row?.tenantId !== tenantId || !row.enabled) throw appError('connectorTicketInvalid');
    const start = newToken();
    // State, nonce and verifier are drawn by the navigation that claims the flow (`startLink`).
    await this.#repo.newFlow({
      connectorId: row.id,
      tenantId,
      purpose: 'link',
      userId,
      startHash: hashToken(start),
      stateHash: hashToken(newToken()),
      bindingHash: null,
      nonce: '',
      codeVerifier: '',
      expiresAt: this.#expiry(),
    });
    return `${this.#settings.publicUrl}/connect/start?${new URLSearchParams({ flow: start }).toString()}`;
  }

  /** The linking navigation: claims the flow once for this browser and goes upstream. */
  async startLink(start: string, binding: string): Promise<CallbackAnswer> {
    const checks = await UpstreamOidc.newChecks();
    const claimed = await this.#repo.claimStart(hashToken(start), {
      bindingHash: hashToken(binding),
      stateHash: hashToken(checks.state),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
    });
    if (!claimed) return this.#refused('state', 'link');
    const row = await this.#repo.findById(claimed.connectorId);
    if (!row?.enabled) return this.#refused('state', 'link');
    try {
      return { redirectTo: await this.#authorizationUrl(row, checks) };
    } catch {
      return this.#refused('upstream', 'link');
    }
  }

  /**
   * The upstream's answer (`parameters`: the query, or the form_post body). The flow is claimed
   * first — its state, this browser's binding, once, unexpired — so a forged, replayed or another
   * browser's callback changes nothing and lands on the error screen; an upstream `error` (the
   * user said no) uses the flow up too.
   */
  async callback(
    parameters: Record<string, string>,
    binding: string | undefined,
    client: ClientInfo,
  ): Promise<CallbackAnswer> {
    const state = parameters.state;
    if (state === undefined || binding === undefined) return this.#refused('state');
    const flow = await this.#repo.claimCallback(hashToken(state), hashToken(binding));
    if (!flow) return this.#refused('state');
    const row = await this.#repo.findById(flow.connectorId);
    if (!row) return this.#refused('state', flow.purpose);
    // WeChat sends a refusal back with the state and no code (decision 056).
    if (
      parameters.error !== undefined ||
      (row.kind === 'wechat' && parameters.code === undefined)
    ) {
      return this.#refused(
        parameters.error === undefined || parameters.error === 'access_denied'
          ? 'denied'
          : 'upstream',
        flow.purpose,
      );
    }
    let identity: UpstreamIdentity;
    try {
      identity =
        row.kind === 'wechat'
          ? await upstreamWechat.identity(this.#wechatSettings(row), parameters.code ?? '')
          : await this.#upstream.identity(
              this.#upstreamSettings(row),
              this.#callbackWith(parameters),
              { codeVerifier: flow.codeVerifier, state, nonce: flow.nonce },
            );
    } catch {
      return this.#refused('upstream', flow.purpose);
    }
    return flow.purpose === 'link'
      ? this.#linked(flow, row, identity, client)
      : this.#signInOutcome(flow, row, identity);
  }

  /** The callback URL with the upstream's answer as its query (from the query or form_post). */
  #callbackWith(parameters: Record<string, string>): URL {
    const url = new URL(this.#callbackUrl);
    for (const [name, value] of Object.entries(parameters)) {
      // Apple's `user` (the name and address, on the first consent only) is not an OAuth
      // parameter; the address comes from the id_token each time and no name is kept (decision 050).
      if (name !== 'user') url.searchParams.set(name, value);
    }
    return url;
  }

  async #linked(
    flow: FlowRow,
    row: ConnectorRow,
    identity: UpstreamIdentity,
    client: ClientInfo,
  ): Promise<CallbackAnswer> {
    if (flow.userId === null) return this.#refused('state', 'link');
    const existing = await this.#repo.findIdentity(row.id, identity.subject);
    if (existing && existing.userId !== flow.userId) return this.#refused('taken', 'link');
    if (!existing) {
      const linked = await this.#repo.link(undefined, flow.userId, row.id, identity);
      if (!linked) return this.#refused('taken', 'link');
      await this.#security.record(flow.userId, 'connector-linked', client, undefined, {
        event: 'account.connector_linked',
        connector: row.slug,
      });
    }
    await this.#repo.setOutcome(flow.id, 'linked', null, identity, flow.userId);
    return { redirectTo: this.#webUrl(WEB_SCREEN_PATHS.security, { connector_linked: row.slug }) };
  }

  async #signInOutcome(
    flow: FlowRow,
    row: ConnectorRow,
    identity: UpstreamIdentity,
  ): Promise<CallbackAnswer> {
    const ticket = newToken();
    const existing = await this.#repo.findIdentity(row.id, identity.subject);
    if (existing) {
      await this.#repo.setOutcome(flow.id, 'sign-in', hashToken(ticket), identity, existing.userId);
    } else {
      // Only an address the upstream verified is ever matched to an account or used for a new
      // one; without one the person gives an address and its code, or proves an account
      // (decision 056).
      const email = identity.emailVerified ? identity.email : null;
      const owner = email === null ? undefined : await this.#users.findByEmail(row.tenantId, email);
      await this.#repo.setOutcome(
        flow.id,
        owner ? 'link-existing' : 'register',
        hashToken(ticket),
        identity,
        owner?.id ?? null,
      );
    }
    return {
      redirectTo: this.#webUrl(WEB_SCREEN_PATHS.login, { [CONNECTOR_TICKET_PARAM]: ticket }),
    };
  }

  // --- the web app's continuation ----------------------------------------------------------

  async #liveTicket(ticket: string, binding: string | undefined): Promise<FlowRow> {
    if (binding === undefined) throw appError('connectorTicketInvalid');
    const flow = await this.#repo.findTicket(hashToken(ticket), hashToken(binding));
    if (!flow?.outcome || flow.outcome === 'linked') throw appError('connectorTicketInvalid');
    return flow;
  }

  /** What a ticket leads to (the web app chooses its form by it). */
  async describeTicket(
    ticket: string,
    binding: string | undefined,
  ): Promise<ConnectorTicketResult> {
    const flow = await this.#liveTicket(ticket, binding);
    const row = await this.#repo.findById(flow.connectorId);
    if (!row || flow.outcome === null || flow.outcome === 'linked') {
      throw appError('connectorTicketInvalid');
    }
    const needsEmail = flow.outcome === 'register' && !upstreamVerified(flow);
    const email =
      flow.email === null || needsEmail
        ? null
        : flow.outcome === 'link-existing'
          ? maskContact({ channel: 'email', address: flow.email })
          : flow.email;
    return { outcome: flow.outcome, connector: publicConnector(row), email, needsEmail };
  }

  /**
   * The token call's `connector` grant: uses a `sign-in` ticket of this browser once and signs
   * its account in with the password sign-in's rules. Answers the connector's slug for the log.
   */
  async grant(
    ticket: string,
    binding: string | undefined,
    context: GrantContext,
  ): Promise<{ answer: TokenPair | DoubleCheckAnswer | SecondFactorAnswer; connector: string }> {
    if (binding === undefined) throw appError('connectorTicketInvalid');
    const flow = await this.#repo.useTicket(
      undefined,
      hashToken(ticket),
      hashToken(binding),
      'sign-in',
    );
    if (flow?.userId == null || flow.tenantId !== context.tenantId || flow.subject === null) {
      throw appError('connectorTicketInvalid');
    }
    const identity = await this.#repo.findIdentity(flow.connectorId, flow.subject);
    const row = await this.#repo.findById(flow.connectorId);
    if (identity?.userId !== flow.userId || !row) throw appError('connectorTicketInvalid');
    const answer = await this.#signIn.upstreamSignIn(flow.userId, context);
    await this.#repo.touchIdentity(identity.id);
    return { answer, connector: row.slug };
  }

  /**
   * A new account from a `register` ticket: the agreement, the birth date (minimum age) and the
   * country as a registration asks them; the upstream's verified address; the identity linked in
   * the same transaction. The ticket then signs in (the token call's `connector` grant).
   */
  async register(
    request: ConnectorRegisterRequest,
    binding: string | undefined,
    context: { tenantId: string; deviceToken: string; client: ClientInfo },
  ): Promise<void> {
    const flow = await this.#liveTicket(request.ticket, binding);
    if (flow.outcome !== 'register' || flow.tenantId !== context.tenantId) {
      throw appError('connectorTicketInvalid');
    }
    const row = await this.#repo.findById(flow.connectorId);
    const identity = upstreamOf(flow);
    if (!row || !identity) throw appError('connectorTicketInvalid');
    // The upstream's verified address, or else one the person proves with a registration code
    // (decision 056): the upstream's unverified address is never taken as the account's.
    const proven = upstreamVerified(flow)
      ? { email: identity.email ?? '' }
      : request.email !== undefined && request.code !== undefined
        ? { email: request.email, code: request.code }
        : undefined;
    if (!proven?.email) throw appError('invalidParameter', 'email and code are required');
    const { userId } = await this.#registration.registerFromUpstream(
      {
        ...proven,
        country: request.country,
        birthDate: request.birthDate,
        language: request.language,
      },
      context,
      async (trx, newUserId) => {
        const used = await this.#repo.useTicket(
          trx,
          hashToken(request.ticket),
          hashToken(binding ?? ''),
          'register',
        );
        if (!used) throw appError('connectorTicketInvalid');
        if (!(await this.#repo.link(trx, newUserId, row.id, identity))) {
          throw appError('connectorIdentityTaken');
        }
        await this.#repo.promoteTicket(trx, flow.id, newUserId);
      },
    );
    await this.#security.record(userId, 'connector-linked', context.client, undefined, {
      event: 'account.connector_linked',
      connector: row.slug,
    });
  }

  /**
   * The account a `link-existing` ticket names, or — a ticket that `needsEmail` (decision 056) —
   * the account of the address the person gives (`undefined` when there is none: the caller
   * answers as for a wrong proof, so the address's use is not revealed).
   */
  async #accountToProve(
    ticket: string,
    email: string | undefined,
    binding: string | undefined,
    tenantId: string,
  ): Promise<{
    flow: FlowRow;
    row: ConnectorRow;
    identity: UpstreamIdentity;
    named: boolean;
    user: UserRow | undefined;
  }> {
    const flow = await this.#liveTicket(ticket, binding);
    const named = flow.outcome === 'register' && !upstreamVerified(flow);
    if ((flow.outcome !== 'link-existing' && !named) || flow.tenantId !== tenantId) {
      throw appError('connectorTicketInvalid');
    }
    const identity = upstreamOf(flow);
    const row = await this.#repo.findById(flow.connectorId);
    if (!row || !identity) throw appError('connectorTicketInvalid');
    if (named) {
      if (email === undefined) throw appError('invalidParameter', 'email is required');
      return { flow, row, identity, named, user: await this.#users.findByEmail(tenantId, email) };
    }
    const user = flow.userId === null ? undefined : await this.#users.findById(flow.userId);
    if (!user) throw appError('connectorTicketInvalid');
    return { flow, row, identity, named, user };
  }

  /**
   * Sends a `login` code to the account a ticket would link to (its e-mail address, else its
   * phone), with the code sends' cool-down and caps. A named address without an account gets the
   * same answer and no message (its use is not revealed).
   */
  async sendLinkExistingCode(
    request: ConnectorLinkExistingCodeRequest,
    binding: string | undefined,
    context: LinkExistingContext & { language: string | undefined },
  ): Promise<AuthCodeResult> {
    const { user } = await this.#accountToProve(
      request.ticket,
      request.email,
      binding,
      context.tenantId,
    );
    const contact = user
      ? contactOf(user)
      : { channel: 'email' as const, address: request.email ?? '' };
    if (!contact) throw appError('codeSendFailed', 'account has no e-mail address or phone');
    const destination = maskContact(contact);
    if (!user) {
      return { cooldownSeconds: 60, expiresInSeconds: 600, destination };
    }
    const sent = await this.#codes.send({
      tenantId: user.tenantId,
      channel: contact.channel,
      destination: contact.address,
      purpose: 'login',
      language: request.language ?? user.language,
      brandName: context.brandName,
      clientIp: context.clientIp,
    });
    return { ...sent, destination };
  }

  /**
   * A `link-existing` ticket: the upstream's verified address belongs to an account. One proof of
   * that account — its password (counted towards its lock like a sign-in's), a `login` code sent to
   * it (the code's own tries; wrong, used up and out of tries all answer 40013) or one of its
   * passkeys (a single-use challenge) — and the identity is linked and the ticket signs in. Never
   * merged without the proof.
   */
  async linkExisting(
    request: ConnectorLinkExistingRequest,
    binding: string | undefined,
    context: LinkExistingContext,
  ): Promise<void> {
    const { flow, row, identity, named, user } = await this.#accountToProve(
      request.ticket,
      request.email,
      binding,
      context.tenantId,
    );
    const refusal = () =>
      request.password !== undefined
        ? appError('userPasswordNotMatch')
        : request.code !== undefined
          ? appError('invalidOrExpiredVerification')
          : appError('passkeyInvalid');
    // No account there answers as a wrong proof does: the address's use is not revealed.
    if (!user) throw refusal();
    const link = async (trx: Kysely<Database>) => {
      const used = await this.#repo.useTicket(
        trx,
        hashToken(request.ticket),
        hashToken(binding ?? ''),
        named ? 'register' : 'link-existing',
      );
      if (!used) throw appError('connectorTicketInvalid');
      if (!(await this.#repo.link(trx, user.id, row.id, identity))) {
        throw appError('connectorIdentityTaken');
      }
      await this.#repo.promoteTicket(trx, flow.id, user.id);
    };
    if (request.password !== undefined) {
      await this.#provePassword(user, request.password, row, context.client);
      await this.#db.transaction().execute(link);
    } else if (request.code !== undefined) {
      try {
        await this.#withCode(user, request.code, link);
      } catch (error) {
        if (isAppError(error) && error.errorName === 'invalidOrExpiredVerification') {
          await this.#recordFailure(user.id, row, context.client);
        }
        throw error;
      }
    } else {
      try {
        await this.#passkeys.verifyStepUp(user.id, request.passkey ?? '', context);
      } catch (error) {
        if (isAppError(error) && error.errorName === 'passkeyInvalid') {
          await this.#recordFailure(user.id, row, context.client);
        }
        throw error;
      }
      await this.#db.transaction().execute(link);
    }
    await this.#security.record(user.id, 'connector-linked', context.client, undefined, {
      event: 'account.connector_linked',
      connector: row.slug,
    });
  }

  async #recordFailure(userId: string, row: ConnectorRow, client: ClientInfo): Promise<void> {
    await this.#security.record(userId, 'sign-in-failed', client, undefined, {
      event: 'account.sign_in_failed',
      connector: row.slug,
    });
  }

  async #provePassword(
    user: UserRow,
    password: string,
    row: ConnectorRow,
    client: ClientInfo,
  ): Promise<void> {
    const principal = { kind: 'user', id: user.id } as const;
    const verdict = await this.#credentials.verifyPassword(principal, password, {
      passwordHash: user.passwordHash,
    });
    if (verdict.locked) throw appError('exceedMaxLoginAttempts');
    if (!verdict.right) {
      await this.#recordFailure(user.id, row, client);
      throw appError('userPasswordNotMatch');
    }
    // The sign-in that follows (the `connector` grant) applies the lock and clears it.
    await this.#credentials.release(principal);
  }

  /**
   * A `login` code of the account's contact (as its code sign-in, decision 026: a password lock
   * does not refuse it). The try is counted before the code is compared, and the code is used up
   * in the transaction that links; wrong, expired, used and out of tries all answer 40013.
   */
  async #withCode(
    user: UserRow,
    code: string,
    link: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const contact = contactOf(user);
    if (!contact) throw appError('invalidOrExpiredVerification');
    try {
      const codeId = await this.#codes.checkCounted({
        tenantId: user.tenantId,
        destination: contact.address,
        purpose: 'login',
        code,
      });
      await this.#db.transaction().execute(async (trx) => {
        await this.#codes.consumeCounted(trx, codeId);
        await link(trx);
      });
    } catch (error) {
      if (
        isAppError(error) &&
        (error.errorName === 'verificationCodeInvalid' ||
          error.errorName === 'verificationCodeExpired' ||
          error.errorName === 'invalidParameter')
      ) {
        throw appError('invalidOrExpiredVerification');
      }
      throw error;
    }
  }

  // --- Home ---------------------------------------------------------------------------------

  async identities(userId: string): Promise<LinkedIdentity[]> {
    const identities = await this.#repo.identitiesOf(userId);
    const result: LinkedIdentity[] = [];
    for (const identity of identities) {
      const row = await this.#repo.findById(identity.connectorId);
      if (!row) continue;
      result.push({
        id: identity.id,
        connector: publicConnector(row),
        email: identity.email,
        linkedAt: identity.linkedAt.toISOString(),
        lastSignInAt: identity.lastSignInAt?.toISOString() ?? null,
      });
    }
    return result;
  }

  /**
   * Unlinks an identity of the account; refused (40092) when it is the account's last way to sign
   * in: no password of its own, no passkey and no other linked identity.
   */
  async unlink(userId: string, identityId: string, client: ClientInfo): Promise<void> {
    const user = await this.#users.findById(userId);
    if (!user) throw appError('tokenInvalid');
    const identities = await this.#repo.identitiesOf(userId);
    const target = identities.find((identity) => identity.id === identityId);
    if (!target) throw appError('connectorTicketInvalid');
    const otherWays =
      (hasPassword(user.passwordHash) ? 1 : 0) +
      (await this.#repo.countPasskeys(userId)) +
      (identities.length - 1);
    if (otherWays === 0) throw appError('connectorLastSignInMethod');
    const removed = await this.#repo.unlink(userId, identityId);
    if (!removed) throw appError('connectorTicketInvalid');
    const row = await this.#repo.findById(removed.connectorId);
    await this.#security.record(userId, 'connector-unlinked', client, undefined, {
      event: 'account.connector_unlinked',
      ...(row ? { connector: row.slug } : {}),
    });
  }
}

/** Whether the flow's upstream vouched for its e-mail address. */
function upstreamVerified(flow: FlowRow): boolean {
  return flow.email !== null && flow.emailVerified === true;
}

function upstreamOf(flow: FlowRow): UpstreamIdentity | undefined {
  if (flow.issuer === null || flow.subject === null) return undefined;
  return {
    issuer: flow.issuer,
    subject: flow.subject,
    email: flow.email,
    emailVerified: flow.emailVerified === true,
  };
}
