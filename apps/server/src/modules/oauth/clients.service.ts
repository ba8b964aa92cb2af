import { randomBytes } from 'node:crypto';
import { hashToken } from '#lib/secrets.ts';
import { clientRuleProblem, type ClientRuleProblem } from '#modules/oauth/client-rules.ts';
import type {
  ClientType,
  OauthClient,
  OauthClientsRepo,
} from '#modules/oauth/oauth-clients.repo.ts';

/** A generated client secret: 32 random bytes, base64url. */
const SECRET_BYTES = 32;

/** What a client is registered with: everything but its secret and creation time. */
export interface ClientFields {
  name: string;
  redirectUrls: readonly string[];
  /** Besides `openid`, which every client has. */
  scopes: readonly string[];
  skipConsent: boolean;
  postLogoutRedirectUrls: readonly string[];
  /** OpenID Connect Back-Channel Logout URL, or none. */
  backchannelLogoutUrl?: string | null | undefined;
  /** OpenID Connect Front-Channel Logout URL, or none (decision 062). */
  frontchannelLogoutUrl?: string | null | undefined;
  /** The front-channel URL gets `iss` and `sid` (the spec's default: false). */
  frontchannelLogoutSessionRequired?: boolean | undefined;
}

/** A registration the rules refuse (client-rules.ts): which field, which value, why. */
export class ClientRuleError extends Error {
  override name = 'ClientRuleError';
  readonly problem: ClientRuleProblem;

  constructor(problem: ClientRuleProblem) {
    super(`${problem.field} ${problem.value}: ${problem.problem}`);
    this.problem = problem;
  }
}

/** A client and its secret in clear: shown once, only its hash is stored (none: a public client). */
export interface ClientWithSecret {
  client: OauthClient;
  secret: string | undefined;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The client registry's one set of rules (decisions 021, 031), used by the admin CLI
 * (client-commands.ts) and the support console alike: register (a confidential client: a random
 * secret unless one is given, stored as its SHA-256; a public native or browser app: none,
 * decision 051), edit, rotate the secret, remove (its codes and tokens end with it). The provider reads clients from the registry on every use (oidc-adapter.ts), so a change
 * takes effect at once.
 */
export class ClientsService {
  readonly #repo: OauthClientsRepo;

  constructor(deps: { repo: OauthClientsRepo }) {
    this.#repo = deps.repo;
  }

  /** Throws a ClientRuleError for the first rule the input breaks. */
  check(fields: Parameters<typeof clientRuleProblem>[0]): void {
    const problem = clientRuleProblem(fields);
    if (problem) throw new ClientRuleError(problem);
  }

  list(): Promise<OauthClient[]> {
    return this.#repo.list();
  }

  find(clientId: string): Promise<OauthClient | undefined> {
    return this.#repo.find(clientId);
  }

  /**
   * Registers a client (`replace`: or replaces every field of an existing one). Undefined when the
   * id is taken and `replace` is off. The shop always skips the consent screen.
   */
  async create(
    input: ClientFields & {
      clientId: string;
      shop: boolean;
      secret?: string | undefined;
      type?: ClientType | undefined;
      machine?: boolean | undefined;
    },
    replace = false,
  ): Promise<ClientWithSecret | undefined> {
    const type = input.type ?? 'confidential';
    this.check({ ...input, type });
    // The shop signs in through the store redirect with its secret: always confidential.
    if (input.shop && type !== 'confidential') {
      throw new ClientRuleError({
        field: 'clientId',
        value: input.clientId,
        problem: 'the shop is a confidential client',
      });
    }
    const secret =
      type === 'confidential'
        ? (input.secret ?? randomBytes(SECRET_BYTES).toString('base64url'))
        : undefined;
    const saved = await this.#repo.save(
      {
        clientId: input.clientId,
        name: input.name,
        type,
        secretHash: secret === undefined ? null : hashToken(secret),
        backchannelLogoutUrl: input.backchannelLogoutUrl ?? null,
        frontchannelLogoutUrl: input.frontchannelLogoutUrl ?? null,
        frontchannelLogoutSessionRequired: input.frontchannelLogoutSessionRequired ?? false,
        redirectUrls: unique(input.redirectUrls),
        scopes: unique(input.scopes),
        shop: input.shop,
        skipConsent: input.shop || input.skipConsent,
        postLogoutRedirectUrls: unique(input.postLogoutRedirectUrls),
        machine: input.machine === true,
      },
      replace,
    );
    if (!saved) return undefined;
    const client = await this.#repo.find(input.clientId);
    if (!client) throw new Error(`client ${input.clientId} vanished after saving`);
    return { client, secret };
  }

  /** New name, URLs, scopes, consent; the secret and the shop flag stay. Undefined: no such client. */
  async edit(clientId: string, fields: ClientFields): Promise<OauthClient | undefined> {
    const current = await this.#repo.find(clientId);
    if (!current) return undefined;
    // A client keeps its kind: a machine client stays one (no URLs, management scopes).
    this.check({ ...fields, type: current.type, machine: current.machine });
    return this.#repo.update(clientId, {
      name: fields.name,
      redirectUrls: unique(fields.redirectUrls),
      scopes: unique(fields.scopes),
      skipConsent: !current.machine && (current.shop || fields.skipConsent),
      postLogoutRedirectUrls: unique(fields.postLogoutRedirectUrls),
      backchannelLogoutUrl:
        fields.backchannelLogoutUrl === undefined
          ? current.backchannelLogoutUrl
          : fields.backchannelLogoutUrl,
      frontchannelLogoutUrl:
        fields.frontchannelLogoutUrl === undefined
          ? current.frontchannelLogoutUrl
          : fields.frontchannelLogoutUrl,
      frontchannelLogoutSessionRequired:
        fields.frontchannelLogoutSessionRequired ?? current.frontchannelLogoutSessionRequired,
    });
  }

  /**
   * A new random secret; the old one is refused from now on. Undefined: no such client, or a public
   * one (it has no secret).
   */
  async rotateSecret(clientId: string): Promise<ClientWithSecret | undefined> {
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    const client = await this.#repo.setSecretHash(clientId, hashToken(secret));
    return client && { client, secret };
  }

  /** Deletes the client and everything the provider issued to it; false: no such client. */
  remove(clientId: string): Promise<boolean> {
    return this.#repo.remove(clientId);
  }
}
