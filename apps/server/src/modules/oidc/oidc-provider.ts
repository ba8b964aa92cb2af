import { hkdfSync } from 'node:crypto';
import { MANAGEMENT_SCOPES, OIDC_PATHS } from '@account-centre/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { JWK } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { hashToken, safeEqual } from '#lib/secrets.ts';
import { escapeHtml } from '#messaging/mail-html.ts';
import { frontchannelLogoutUrlProblem } from '#modules/oauth/client-rules.ts';
import type { OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import {
  FRONTCHANNEL_PARAM,
  type FrontchannelLogouts,
  type FrontchannelPage,
} from '#modules/oidc/frontchannel-logout.ts';
import { managementFeatures } from '#modules/oidc/management-features.ts';
import { oidcAdapter } from '#modules/oidc/oidc-adapter.ts';
import type { OidcRepo } from '#modules/oidc/oidc.repo.ts';
import type { ProviderLogout } from '#modules/session/provider-sessions.port.ts';
import {
  loginHref,
  pageLocale,
  sendPage,
  setPageBrand,
  type PageBrand,
  type PageLook,
} from '#modules/oidc/provider-pages.ts';
import type { SigningKeys } from '#modules/oidc/signing-keys.service.ts';

/** The provider's routes under the issuer (the contract's OIDC_PATHS, discovery excepted). */
export const OIDC_ROUTES = {
  authorization: OIDC_PATHS.authorization,
  token: OIDC_PATHS.token,
  userinfo: OIDC_PATHS.userinfo,
  jwks: OIDC_PATHS.jwks,
  end_session: OIDC_PATHS.endSession,
  revocation: OIDC_PATHS.revocation,
  introspection: OIDC_PATHS.introspection,
};

/** The scopes the provider supports (a grant holds only these). */
export const OIDC_SCOPES: readonly string[] = ['openid', 'offline_access', 'email', 'phone'];

/** The claims each scope reveals (OpenID Connect Core §5.4). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
} as const;

/** How often an instance looks for a signing key another instance or the CLI made. */
const KEY_CHECK_MS = 30_000;

export interface OidcSettings {
  /** OIDC_ISSUER. */
  issuer: string;
  /** The web app's sign-in screen: the provider's interactions go there. */
  loginPath: string;
  /** The first brand: the provider's pages show it when a request carries none. */
  brand: PageBrand;
  /** The web app's look on the provider's pages (`pageLookOf`). */
  look: PageLook;
  /** KEY_ENCRYPTION_SECRET: the provider's cookie keys are derived from it (HKDF). */
  secret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  authorizationCodeTtlSeconds: number;
  /**
   * BACKCHANNEL_LOGOUT_PRIVATE: logout tokens may go to loopback and private addresses (the
   * provider's SSRF protection is left out of its calls).
   */
  backchannelLogoutPrivate?: boolean;
}

/**
 * The key of an interaction result that names the first-party session that finished it
 * (`OidcService.finish`).
 */
export const FIRST_PARTY_SESSION = 'firstPartySession';

/** The session floor as the provider reaches it (decision 040). */
export interface ProviderSessionHooks {
  /** The browser resumed into provider session `providerSessionUid` for first-party `sessionId`. */
  started(sessionId: string, providerSessionUid: string): Promise<void>;
  /** "Sign me out" at the provider ended provider session `providerSessionUid`. */
  signedOut(providerSessionUid: string): Promise<void>;
}

export interface OidcDeps {
  repo: OidcRepo;
  sessions: ProviderSessionHooks;
  clients: OauthClientsRepo;
  keys: SigningKeys;
  /** Front-Channel Logout 1.0 (decision 062): the signed-out page's iframes. */
  frontchannel: FrontchannelLogouts;
  /** The account's OpenID claims: `sub`, e-mail and phone (findAccount). */
  contact(accountId: string): Promise<{ email: string | null; phone: string | null } | undefined>;
  settings: OidcSettings;
  log: FastifyBaseLogger;
}

/** The provider's configuration: our adapter, clients, keys, screens and policies. */
export function oidcConfiguration(deps: OidcDeps, jwks: JWK[]): Configuration {
  const { settings } = deps;
  const cookieKey = Buffer.from(
    hkdfSync('sha256', settings.secret ?? '', 'account-centre/oidc-cookies', 'cookie1', 32),
  ).toString('base64url');
  return {
    adapter: oidcAdapter(deps.repo, deps.clients),
    ...(settings.backchannelLogoutPrivate
      ? {
          // Without the library's SSRF-protected dispatcher: a relying party on localhost.
          fetch: (input: string | URL | Request, init?: RequestInit) => {
            const rest: RequestInit & { dispatcher?: unknown } = { ...init };
            delete rest.dispatcher;
            return fetch(input, rest);
          },
        }
      : {}),
    jwks: { keys: jwks as never },
    cookies: {
      keys: [cookieKey],
      // The interaction cookie is sent to the web app's calls that finish the interaction
      // (authCode, the store redirect, consent: not under /login, where its path would follow
      // the interaction URL), so only the browser that started a sign-in request can finish it
      // (decision 038). The resume cookie keeps its own path (the provider sets it after these).
      short: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    routes: OIDC_ROUTES,
    scopes: [...OIDC_SCOPES, ...MANAGEMENT_SCOPES],
    claims: {
      openid: [...SCOPE_CLAIMS.openid],
      email: [...SCOPE_CLAIMS.email],
      phone: [...SCOPE_CLAIMS.phone],
    },
    // The id_token carries the claims of its scopes (the demo shop reads the e-mail from it).
    conformIdTokenClaims: false,
    // RFC 7636 for every client, S256 only.
    pkce: { required: () => true },
    // What a registered client can use, and nothing else in discovery (decisions 041, 051): every
    // client is registered with the code flow (oidc-adapter.ts); a confidential client with a
    // secret, which the provider takes in the Authorization header or in the form body
    // (openid-client's default), a public one (native or browser app) with none.
    responseTypes: ['code'],
    // Front-Channel Logout 1.0 §3: the signed-out page renders the iframes (decision 062).
    discovery: {
      frontchannel_logout_supported: true,
      frontchannel_logout_session_supported: true,
    },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    extraClientMetadata: {
      properties: [
        'is_shop',
        'skip_consent',
        'client_type',
        'is_machine',
        // OpenID Connect Front-Channel Logout 1.0 §2 (decision 062; the library has no such feature).
        'frontchannel_logout_uri',
        'frontchannel_logout_session_required',
      ],
      validator: validateFrontchannelMetadata,
    },
    // CORS (token, userinfo, revocation, introspection) for a browser app only, from the exact
    // origins of its redirect URLs; every other origin, and every other client, gets no
    // Access-Control-Allow-Origin (the provider then refuses the call). A refusal for an allowed
    // origin keeps its header, so the app can read the error.
    clientBasedCORS: (_ctx, origin, client) =>
      client['client_type'] === 'spa' &&
      origin !== 'null' &&
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) === true,
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    },
    features: {
      devInteractions: { enabled: false },
      // RFC 9449: a client that sends a DPoP proof gets tokens bound to its key (a public
      // client's refresh token too); a bearer client keeps bearer tokens.
      dPoP: { enabled: true },
      // OpenID Connect Back-Channel Logout 1.0: a client with a registered URL is told when a
      // session it holds ends, at the provider's "Sign me out" (the provider) and at every other
      // revocation (`OidcHost.backchannelLogout`, from the session floor).
      backchannelLogout: { enabled: true },
      // The management API (decision 052): machine clients get an access token for its resource.
      ...managementFeatures(),
      // Off: no client pushes its requests, and the library's default address (`/request`) is
      // outside the provider's mount (discovery advertised an endpoint that answered 404).
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      introspection: {
        enabled: true,
        // A client learns about its own tokens only.
        allowedPolicy: async (ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          logoutPage(ctx, form, settings);
        },
        postLogoutSuccessSource: async (ctx) => {
          const id = ctx.query[FRONTCHANNEL_PARAM];
          const page = typeof id === 'string' ? await deps.frontchannel.find(id) : undefined;
          signedOutPage(ctx, settings, page);
        },
      },
    },
    // The grant an authorization request is checked against: the session's (or the interaction's)
    // for this client; for a first-party (skip-consent) client whose grant in this provider
    // session ended (revoked on Home, or expired) while the session lives, a new one of the requested scopes it
    // may ask for, given as its consent screen would be skipped: prompt=none answers a code.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const client = oidc.client;
      if (!client) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      if (grantId === undefined) return undefined;
      const existing = await oidc.provider.Grant.find(grantId);
      if (existing) return existing;
      // Its grant in this provider session ended: a first-party client gets a new one.
      const accountId = oidc.session?.accountId;
      if (client['skip_consent'] !== true || accountId === undefined) return undefined;
      const allowed = new Set(String(client.scope ?? '').split(' '));
      const asked = String(oidc.params?.scope ?? 'openid').split(' ');
      const grant = new oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(asked.filter((scope) => allowed.has(scope)).join(' '));
      await grant.save();
      return grant;
    },
    // Every registered client may refresh (no `offline_access` dance); the refresh token is
    // rotated on every use and a reused one revokes the whole grant (400 invalid_grant). A refresh
    // token is bound to the client it was issued to (another client gets invalid_grant), and a
    // public client's to the DPoP key of the proof it was issued with.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: settings.accessTokenTtlSeconds,
      AuthorizationCode: settings.authorizationCodeTtlSeconds,
      IdToken: settings.accessTokenTtlSeconds,
      RefreshToken: settings.refreshTokenTtlSeconds,
      Interaction: 60 * 60,
      Session: settings.refreshTokenTtlSeconds,
      Grant: settings.refreshTokenTtlSeconds,
    },
    interactions: {
      // The web app's sign-in screen, with the spec's url parameters (client_id, redirect_url)
      // and the interaction to finish (GET authCode / POST storeRedirect).
      url: async (_ctx, interaction) => {
        const query = new URLSearchParams({
          client_id: String(interaction.params.client_id),
          redirect_url: String(interaction.params.redirect_uri),
          interaction: interaction.uid,
        });
        // OpenID Connect Core §3.1.2.1: the account the client expects, filled in on /login.
        const loginHint = interaction.params.login_hint;
        if (typeof loginHint === 'string' && loginHint !== '') query.set('login_hint', loginHint);
        const uiLocales = interaction.params.ui_locales;
        if (typeof uiLocales === 'string' && uiLocales !== '') {
          query.set('lang', uiLocales.split(' ')[0] ?? '');
        }
        return `${settings.loginPath}?${query.toString()}`;
      },
    },
    findAccount: async (_ctx, sub) => {
      const contact = await deps.contact(sub);
      if (!contact) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          ...(contact.email === null ? {} : { email: contact.email, email_verified: true }),
          ...(contact.phone === null
            ? {}
            : { phone_number: contact.phone, phone_number_verified: true }),
        }),
      };
    },
    // An error the provider cannot send back to the client (unknown client, unregistered
    // redirect_uri …): the user's language, the protocol's code for the app's developers (its
    // description is the library's English, and parameters are never echoed), a way on.
    renderError: async (ctx, out) => {
      const locale = pageLocale(ctx, settings.brand);
      const { texts } = locale;
      sendPage(ctx, settings.look, locale, {
        title: texts.errorTitle,
        body: `<p>${escapeHtml(texts.errorText)}</p>
<p>${escapeHtml(texts.errorCode)}: <code dir="ltr">${escapeHtml(String(out.error))}</code></p>
<p><a class="text-link" href="${escapeHtml(loginHref(settings.loginPath, locale.language))}">${escapeHtml(texts.toLogin)}</a></p>`,
      });
    },
  };
}

/**
 * RP-initiated logout's confirmation page (no script: our CSP allows none). The form posts to the
 * provider, which then sends the user to the client's registered post-logout URL: that origin is
 * added to this page's `form-action`, since a form's redirect is checked against it too.
 */
function logoutPage(ctx: KoaContextWithOIDC, form: string, settings: OidcSettings) {
  const target = ctx.oidc.params?.post_logout_redirect_uri;
  const registered = ctx.oidc.client?.postLogoutRedirectUris ?? [];
  const origins =
    typeof target === 'string' && registered.includes(target) ? [new URL(target).origin] : [];
  const app = ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId ?? '';
  const locale = pageLocale(ctx, settings.brand);
  const { texts } = locale;
  // `form` is the provider's own hidden form (its action and the xsrf token).
  sendPage(ctx, settings.look, locale, {
    title: texts.logoutTitle,
    body: `${form}<p>${escapeHtml(texts.logoutQuestion({ app, brand: locale.brand }))}</p>
<div class="form__actions"><button type="submit" class="button button--primary" form="op.logoutForm" value="yes" name="logout">${escapeHtml(texts.logoutConfirm)}</button>
<button type="submit" class="button button--secondary" form="op.logoutForm">${escapeHtml(texts.logoutCancel)}</button></div>`,
    formOrigins: origins,
    keepQuery: true,
  });
}

/**
 * Front-Channel Logout 1.0 §2: `frontchannel_logout_uri` an absolute `https` URL (plain `http` for a
 * loopback host only), no fragment; `frontchannel_logout_session_required` a boolean. The registry
 * applies the same rule (client-rules.ts); this keeps the provider from using a client that
 * breaks it (`invalid_client_metadata`).
 */
function validateFrontchannelMetadata(
  _ctx: unknown,
  key: string,
  value: unknown,
  metadata: Record<string, unknown>,
): void {
  if (key === 'frontchannel_logout_uri' && value !== undefined) {
    const problem = typeof value === 'string' ? frontchannelLogoutUrlProblem(value) : 'not a URL';
    if (problem) {
      throw new errors.InvalidClientMetadata(`frontchannel_logout_uri ${problem}`);
    }
  }
  if (key === 'frontchannel_logout_session_required') {
    if (value === undefined) metadata[key] = false;
    else if (typeof value !== 'boolean') {
      throw new errors.InvalidClientMetadata(
        'frontchannel_logout_session_required must be a boolean',
      );
    }
  }
}

/** Goes on once the front-channel iframes loaded (5 s at most), to the page's "Continue" link. */
const CONTINUE_SCRIPT =
  "(function(){var go=function(){var a=document.getElementById('frontchannel-continue');if(a)location.replace(a.href)};window.addEventListener('load',go);setTimeout(go,5000)})()";

/**
 * The signed-out page (the provider's end of RP-initiated logout, and the account centre's own
 * logout): with a stored front-channel logout, one hidden iframe per client to tell (the page's
 * `frame-src` allows exactly their origins), then on to where the sign-out continues.
 */
function signedOutPage(
  ctx: KoaContextWithOIDC,
  settings: OidcSettings,
  page: FrontchannelPage | undefined,
) {
  const locale = pageLocale(ctx, settings.brand);
  const { texts } = locale;
  const frames = page?.frames ?? [];
  const onward =
    page?.continueTo === undefined
      ? ''
      : `<div class="form__actions"><a id="frontchannel-continue" class="button button--primary" href="${escapeHtml(page.continueTo)}">${escapeHtml(texts.continue)}</a></div>`;
  sendPage(ctx, settings.look, locale, {
    title: texts.signedOutTitle,
    body: `<p>${escapeHtml(texts.signedOutText(locale.brand))}</p>${onward}`,
    frames,
    ...(page?.continueTo === undefined ? {} : { script: CONTINUE_SCRIPT }),
    keepQuery: true,
  });
}

/**
 * Front-Channel Logout at the provider's "Sign me out" (decision 062): once the library ended the
 * provider session (its answer a 303 to the signed-out page or to the client's post-logout
 * URL), the clients that held a session in it are stored as the signed-out page's iframes and the
 * browser goes to that page first; it goes on to the post-logout URL once they loaded. Without a
 * client to tell, the library's answer stands.
 */
function frontchannelAtSignOut(frontchannel: FrontchannelLogouts) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route !== 'end_session_confirm' || ctx.status !== 303 || !oidc.params?.logout) return;
    // The ended session's clients, each with its own sid (still in memory after `destroy`).
    const authorizations = (oidc.session?.authorizations ?? {}) as Record<string, { sid?: string }>;
    const logouts = Object.entries(authorizations).flatMap(([clientId, { sid }]) =>
      sid === undefined ? [] : [{ clientId, sid }],
    );
    const location = ctx.response.get('location');
    const success = oidc.urlFor('end_session_success');
    const id = await frontchannel.prepare(
      logouts,
      location === '' || location.startsWith(success) ? undefined : location,
    );
    if (id === undefined) return;
    ctx.status = 303;
    ctx.redirect(frontchannel.pageUrl(id));
  };
}

/** Goes on with the sign-out by itself (the library's own step, as its page did). */
const SIGN_OUT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()})";

/**
 * `/session/end` without a session here: the library answers its own English page ("Submitting
 * Callback") that posts the sign-out on; this answers the same step as one of our pages: the form
 * goes on by itself, and its button when no script runs.
 */
function signOutWithoutSession(settings: OidcSettings) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route !== 'end_session' || ctx.status !== 200 || ctx.method === 'OPTIONS') return;
    if (oidc.session?.accountId !== undefined) return;
    const secret = oidc.session?.state?.secret;
    if (typeof secret !== 'string') return;
    const locale = pageLocale(ctx, settings.brand);
    const { texts } = locale;
    const action = oidc.urlFor('end_session_confirm');
    sendPage(ctx, settings.look, locale, {
      title: texts.signingOutTitle,
      body: `<form id="op.logoutForm" method="post" action="${escapeHtml(action)}"><input type="hidden" name="xsrf" value="${escapeHtml(secret)}"><input type="hidden" name="logout" value="yes">
<p>${escapeHtml(texts.signingOutText(locale.brand))}</p>
<div class="form__actions"><button type="submit" class="button button--primary">${escapeHtml(texts.continue)}</button></div></form>`,
      script: SIGN_OUT_SCRIPT,
      keepQuery: true,
    });
  };
}

/**
 * The provider's link to the session floor, after its own handling (its answer is sent only once
 * this is done): a resumed authorization records which provider session the finishing first-party
 * session started; a confirmed "Sign me out" ends the first-party sessions linked to the provider
 * session it ended.
 */
function sessionFloor(hooks: ProviderSessionHooks) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    const uid = oidc?.session?.uid;
    if (oidc === undefined || uid === undefined) return;
    if (oidc.route === 'resume') {
      const sessionId = (oidc.result as Record<string, unknown> | undefined)?.[FIRST_PARTY_SESSION];
      if (typeof sessionId === 'string') await hooks.started(sessionId, uid);
    } else if (oidc.route === 'end_session_confirm' && ctx.status === 303 && oidc.params?.logout) {
      await hooks.signedOut(uid);
    }
  };
}

/**
 * RFC 7009 §2.2: a revocation is answered 200 with no content. The library answers an empty body
 * that Koa labels `text/plain`, which oidc-client-ts refuses ("Invalid response Content-Type"):
 * an empty answer goes without a content type (decision 055).
 */
async function emptyRevocationAnswer(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  const route = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.route;
  if (route === 'revocation' && ctx.status === 200 && ctx.body === '') ctx.remove('content-type');
}

interface BuiltProvider {
  provider: Provider;
  /** The kids it publishes, newest first. */
  kids: string;
  callback: ReturnType<Provider['callback']>;
}

/**
 * The provider, built from the stored signing keys and rebuilt when they change (a rotation by
 * another instance or by `npm run admin -- rotate-keys` is picked up within 30 seconds). All its state is
 * in the database, so a rebuild loses nothing.
 */
export class OidcHost {
  readonly #deps: OidcDeps;
  #current: Promise<BuiltProvider> | undefined;
  #checkedAt = 0;

  readonly #issuer: URL;

  constructor(deps: OidcDeps) {
    this.#deps = deps;
    this.#issuer = new URL(deps.settings.issuer);
  }

  async #build(): Promise<BuiltProvider> {
    const jwks = await this.#deps.keys.privateJwks();
    const provider = new Provider(this.#deps.settings.issuer, oidcConfiguration(this.#deps, jwks));
    // The forwarded host and protocol are the issuer's (set in `handle`), never a client's.
    provider.proxy = true;
    // Only the secret's SHA-256 is registered (client-commands.ts): compare hashes.
    provider.Client.prototype.compareClientSecret = function compare(actual: string) {
      return safeEqual(hashToken(actual), String(this.clientSecret ?? ''));
    };
    // The ID token carries `sid` for a back-channel client that asked for it (the library's rule)
    // and for a front-channel one that did (decision 062): the sid its iframe URL gets.
    const clientPrototype = provider.Client.prototype as unknown as {
      includeSid(this: Record<string, unknown>): boolean;
    };
    const includeSid = clientPrototype.includeSid;
    clientPrototype.includeSid = function includeSidOrFrontchannel() {
      return (
        Boolean(includeSid.call(this)) ||
        (typeof this['frontchannel_logout_uri'] === 'string' &&
          this['frontchannel_logout_session_required'] === true)
      );
    };
    provider.on('server_error', (_ctx, error) => this.#deps.log.error({ err: error }, 'oidc'));
    provider.on('backchannel.error', (_ctx, error, client) =>
      this.#deps.log.warn(
        { err: error, clientId: client.clientId },
        'back-channel logout not accepted',
      ),
    );
    provider.use(sessionFloor(this.#deps.sessions));
    provider.use(frontchannelAtSignOut(this.#deps.frontchannel));
    provider.use(emptyRevocationAnswer);
    provider.use(signOutWithoutSession(this.#deps.settings));
    this.#checkedAt = Date.now();
    return { provider, kids: jwks.map((key) => key.kid).join(' '), callback: provider.callback() };
  }

  /** The current provider (rebuilt when the stored keys changed). */
  async provider(): Promise<Provider> {
    return (await this.#built()).provider;
  }

  async #built(): Promise<BuiltProvider> {
    this.#current ??= this.#build().catch((error: unknown) => {
      this.#current = undefined;
      throw error;
    });
    const current = await this.#current;
    if (Date.now() - this.#checkedAt > KEY_CHECK_MS) {
      this.#checkedAt = Date.now();
      const kids = (await this.#deps.keys.kids()).join(' ');
      if (kids !== current.kids) {
        this.#current = undefined;
        return this.#built();
      }
    }
    return current;
  }

  /**
   * One back-channel logout (decision 054, the queue's transport of `logout` messages): issues a
   * fresh logout token and POSTs it to the client's back-channel URL; rejects when the relying
   * party does not answer 200/204 (the queue retries it). A client removed or without a
   * back-channel URL any more has nothing to be told.
   */
  async sendBackchannelLogout(logout: ProviderLogout): Promise<void> {
    const provider = await this.provider();
    const client = await provider.Client.find(logout.clientId);
    if (!client?.backchannelLogoutUri) return;
    // The library's Client method (untyped in its declarations).
    const sender = client as unknown as {
      backchannelLogout(sub: string, sid: string): Promise<void>;
    };
    await sender.backchannelLogout(logout.accountId, logout.sid);
  }

  /** Forgets the built provider: the next request builds it from the stored keys (tests). */
  reload(): void {
    this.#current = undefined;
  }

  /**
   * Hands a raw request to the provider (Koa). The provider builds its URLs (discovery, the
   * interaction and resume URLs) and decides the cookies' `Secure` flag from the request's host
   * and protocol: they are set to the issuer's here, whatever proxy the request came through.
   * `page.brand`: the brand the request's own host and tenant select, shown on the pages.
   */
  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    page: { brand?: PageBrand } = {},
  ): Promise<void> {
    if (page.brand !== undefined) setPageBrand(request, page.brand);
    request.headers['x-forwarded-host'] = this.#issuer.host;
    request.headers['x-forwarded-proto'] = this.#issuer.protocol.slice(0, -1);
    request.headers.host = this.#issuer.host;
    const { callback } = await this.#built();
    await callback(request, response);
  }
}
