import type {
  AppGrant,
  AuthorizationCodeResult,
  AuthorizationParams,
} from '@account-centre/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type InteractionResults, type PromptDetail } from 'oidc-provider';
import { appError } from '#lib/app-error.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import { clientDisplayName } from '#lib/client-name.ts';
import { redirectUrlRegistered } from '#modules/oauth/client-rules.ts';
import type { OauthClient, OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import { FIRST_PARTY_SESSION, OIDC_SCOPES, type OidcHost } from '#modules/oidc/oidc-provider.ts';
import type { OidcRepo } from '#modules/oidc/oidc.repo.ts';

/**
 * The browser's own request and response: the provider reads its interaction cookie from them
 * (`provider.interactionDetails`), so only the browser that started a sign-in request can finish it
 * (docs/decisions/038-interaction-binding-and-step-up.md).
 */
export interface BrowserExchange {
  request: IncomingMessage;
  response: ServerResponse;
}

/** When the user of a first-party session signed in (a repo: only repos run SQL). */
export interface SignInTimes {
  authenticatedAt(sessionId: string): Promise<Date | undefined>;
}

const NOT_THIS_REQUEST =
  'unknown, expired or finished sign-in request, or one this browser did not start';

/**
 * The scopes the sign-in request wants granted: at the provider's consent prompt, its own details
 * (`missingOIDCScope`); at a login prompt (the provider stops before the consent checks), the
 * requested scopes the provider supports.
 */
function requestedScopes(interaction: { prompt: PromptDetail; params: Record<string, unknown> }) {
  const missing = interaction.prompt.details.missingOIDCScope;
  if (interaction.prompt.name === 'consent' && Array.isArray(missing)) return missing.map(String);
  const asked = interaction.params.scope;
  return (typeof asked === 'string' ? asked : 'openid')
    .split(' ')
    .filter((scope) => OIDC_SCOPES.includes(scope));
}

/**
 * Is a sign-in at `authTime` (epoch seconds) fresh enough for this request? `max_age` seconds at
 * most ago, and with `prompt=login` not before the request began (the interaction's `iat`): the
 * user signed in for this request, not earlier.
 */
function freshEnough(
  interaction: { params: Record<string, unknown>; iat?: number },
  authTime: number,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const maxAge = Number(interaction.params.max_age ?? Number.NaN);
  if (Number.isFinite(maxAge) && now - authTime > maxAge) return false;
  const prompts = String(interaction.params.prompt ?? '').split(' ');
  if (prompts.includes('login') && authTime < (interaction.iat ?? now)) return false;
  return true;
}

/**
 * Our side of the provider (docs/decisions/031-oidc-provider.md): the web app's sign-in finishes
 * the provider's interaction for the signed-in first-party user (authCode, the store redirect,
 * the consent screen's answer), and the home screen lists and revokes the user's grants.
 */
export class OidcService {
  readonly #host: OidcHost;
  readonly #repo: OidcRepo;
  readonly #clients: OauthClientsRepo;
  readonly #sessions: SignInTimes;

  constructor(deps: {
    host: OidcHost;
    repo: OidcRepo;
    clients: OauthClientsRepo;
    sessions: SignInTimes;
  }) {
    this.#host = deps.host;
    this.#repo = deps.repo;
    this.#clients = deps.clients;
    this.#sessions = deps.sessions;
  }

  /**
   * The registered client, if `redirectUrl` is one of its redirect URLs character for character;
   * else 40060 or 40061. Nothing is ever sent to an unchecked URL.
   */
  async checkClient(clientId: string, redirectUrl: string): Promise<OauthClient> {
    const client = await this.#clients.find(clientId);
    if (!client) throw appError('unknownClient');
    if (!redirectUrlRegistered(client, redirectUrl)) throw appError('redirectUrlNotRegistered');
    return client;
  }

  async describeClient(clientId: string, redirectUrl: string) {
    const client = await this.checkClient(clientId, redirectUrl);
    return { client_id: client.clientId, name: client.name, shop: client.shop };
  }

  /** When the user of a first-party session signed in (the provider's `auth_time`). */
  async #authTime(sessionId: string): Promise<number> {
    const at = await this.#sessions.authenticatedAt(sessionId);
    if (!at) throw appError('tokenInvalid');
    return Math.floor(at.getTime() / 1000);
  }

  /**
   * The live interaction of this browser (the provider's own interaction cookie, read by
   * `provider.interactionDetails`), if it is the one named and of this client and redirect URL;
   * else 40062. A link to another browser's sign-in request finishes nothing.
   */
  async #interaction(params: AuthorizationParams, browser: BrowserExchange) {
    const client = await this.checkClient(params.client_id, params.redirect_url);
    const provider = await this.#host.provider();
    let interaction;
    try {
      interaction = await provider.interactionDetails(browser.request, browser.response);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        throw appError('invalidAuthorizationRequest', NOT_THIS_REQUEST);
      }
      throw error;
    }
    if (
      interaction.uid !== params.interaction ||
      interaction.result !== undefined ||
      interaction.params.client_id !== client.clientId ||
      interaction.params.redirect_uri !== params.redirect_url
    ) {
      throw appError('invalidAuthorizationRequest', NOT_THIS_REQUEST);
    }
    return { client, provider, interaction };
  }

  /**
   * Finishes the provider's interaction of this `browser` for the user of the first-party
   * `session` (GET authCode, POST storeRedirect, POST consent): the sign-in, and the consent when
   * the client skips it (first-party), the user already allowed these scopes, or `allow` answers
   * the consent screen. Answers the URL that resumes the authorization (the provider then sends the
   * visitor to the client with a code, or with `access_denied`), or what the consent screen must
   * ask. A call without the browser's interaction cookie changes nothing (40062).
   */
  async finish(
    params: AuthorizationParams,
    session: ActiveSession,
    browser: BrowserExchange,
    options: { shopOnly?: boolean; allow?: boolean } = {},
  ): Promise<AuthorizationCodeResult> {
    const { client, provider, interaction } = await this.#interaction(params, browser);
    if (options.shopOnly && !client.shop) {
      throw appError('invalidAuthorizationRequest', 'not the shop client');
    }
    const save = async (result: InteractionResults) => ({
      redirect: await provider.interactionResult(browser.request, browser.response, result, {
        mergeWithLastSubmission: false,
      }),
    });
    if (options.allow === false) {
      return save({ error: 'access_denied', error_description: 'End-User denied the request' });
    }
    const accountId = session.userId;
    // OpenID Connect Core §3.1.2.1: the sign-in the client gets is the first-party session's,
    // when it is fresh enough (the provider takes our answer's `ts` as auth_time and checks no
    // more): within `max_age`, and, for `prompt=login`, made after the request began.
    const authTime = await this.#authTime(session.sessionId);
    if (!freshEnough(interaction, authTime)) {
      throw appError('reauthenticationRequired', 'this app asks for a fresh sign-in');
    }
    const requested = requestedScopes(interaction);
    const grantId = await this.#grantIdFor(accountId, client.clientId, interaction.grantId);
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId, clientId: client.clientId });
    if (!grant) throw appError('invalidAuthorizationRequest', 'grant gone');
    const granted = new Set(grant.getOIDCScope().split(' '));
    const missing = requested.filter((scope) => !granted.has(scope));
    // OpenID Connect Core §3.1.2.1: prompt=consent asks again, whatever was granted before.
    const prompts = String(interaction.params.prompt ?? '').split(' ');
    const askAgain = prompts.includes('consent');
    if ((askAgain || (missing.length > 0 && !client.skipConsent)) && options.allow !== true) {
      const asked = askAgain
        ? requestedScopes({ ...interaction, prompt: { ...interaction.prompt, details: {} } })
        : missing;
      return {
        consent: {
          client_id: client.clientId,
          name: client.name,
          scopes: asked.filter((scope) => scope !== 'openid'),
        },
      };
    }
    if (missing.length > 0) grant.addOIDCScope(missing.join(' '));
    const savedGrantId = await grant.save();
    return save({
      login: { accountId, ts: authTime, remember: true },
      consent: { grantId: savedGrantId },
      // The provider session the browser resumes into is linked to this first-party session
      // (`OidcHost`, decision 040): ending either ends the other.
      [FIRST_PARTY_SESSION]: session.sessionId,
    });
  }

  /** The grant of this account and client: the interaction's, or one given earlier. */
  async #grantIdFor(
    accountId: string,
    clientId: string,
    interactionGrantId: string | undefined,
  ): Promise<string | undefined> {
    const grants = await this.#repo.grantsOf(accountId);
    const mine = grants.filter((grant) => grant.clientId === clientId);
    return mine.find((grant) => grant.grantId === interactionGrantId)?.grantId ?? mine[0]?.grantId;
  }

  /** The clients that can sign the user in (home screen), newest first. */
  async apps(accountId: string): Promise<AppGrant[]> {
    const grants = await this.#repo.grantsOf(accountId);
    return grants.map((grant) => ({
      grant_id: grant.grantId,
      client_id: grant.clientId,
      name: clientDisplayName(grant.clientName, grant.clientId),
      scopes: grant.scope.split(' ').filter((scope) => scope !== '' && scope !== 'openid'),
      granted_at: new Date(grant.issuedAt * 1000).toISOString(),
    }));
  }

  /**
   * Revokes a grant of the user: the client's codes and tokens stop working and it must ask
   * again (with consent, for a third-party client). 40400 for a grant that is not the user's.
   */
  async revokeApp(accountId: string, grantId: string): Promise<void> {
    const grants = await this.#repo.grantsOf(accountId);
    if (!grants.some((grant) => grant.grantId === grantId)) throw appError('notFound');
    await this.#repo.revokeByGrantId(grantId);
    await this.#repo.destroy('Grant', grantId);
  }
}
