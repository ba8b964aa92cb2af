import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  appRevokeBodySchema,
  appRevokeResponseSchema,
  appsResponseSchema,
  authCodeQuerySchema,
  authorizationCodeResponseSchema,
  consentBodySchema,
  consentResponseSchema,
  OIDC_PATHS,
  OIDC_PREFIX,
  oauthClientQuerySchema,
  oauthClientResponseSchema,
  storeRedirectRequestSchema,
  storeRedirectResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '#lib/app-error.ts';
import { success } from '#lib/envelope.ts';
import type { OidcHost } from '#modules/oidc/oidc-provider.ts';
import type { PageBrand } from '#modules/oidc/provider-pages.ts';
import type { BrowserExchange, OidcService } from '#modules/oidc/oidc.service.ts';

/** The browser's request and response: the provider reads its interaction cookie there. */
const browserOf = (request: FastifyRequest, reply: FastifyReply): BrowserExchange => ({
  request: request.raw,
  response: reply.raw,
});

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

/**
 * Relying parties (docs/decisions/031-oidc-provider.md): the provider's endpoints under the issuer
 * (discovery, authorization, token, userinfo, JWKS, end session, revocation, introspection) are
 * `oidc-provider`'s, handed the raw request; the web app's calls around it (client check, authCode,
 * the signed store redirect, consent, the user's apps) are ours.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  oidc: OidcService;
  host: OidcHost;
  /** The brand a request is for (shown on the provider's pages). */
  pageBrand: (request: FastifyRequest) => PageBrand;
}> = async (app, { paths, auth, oidc, host, pageBrand }) => {
  await app.register(providerMount, { host, pageBrand });

  /** Is this client and redirect URL registered? The web app asks on arrival, before sign-in. */
  app.get(
    paths.oauthClient,
    {
      schema: { querystring: oauthClientQuerySchema, response: { 200: oauthClientResponseSchema } },
    },
    async (request) =>
      success(await oidc.describeClient(request.query.client_id, request.query.redirect_url)),
  );

  /** Finishes the provider's interaction for the signed-in user (`{Brand}-Auth`). */
  app.get(
    paths.authCode,
    {
      schema: {
        querystring: authCodeQuerySchema,
        response: { 200: authorizationCodeResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await auth.authenticateRequest(request);
      noStore(reply);
      return success(await oidc.finish(request.query, session, browserOf(request, reply)));
    },
  );

  /**
   * Spec §7 store redirect, for the shop client only: signed v1 (`SIGNED_CALLS`, checked by the
   * request-security guard before this runs); answers the URL that signs the customer into the shop.
   */
  app.post(
    paths.storeRedirect,
    {
      schema: { body: storeRedirectRequestSchema, response: { 200: storeRedirectResponseSchema } },
    },
    async (request, reply) => {
      const session = await auth.authenticateRequest(request);
      noStore(reply);
      const { redirect } = await oidc.finish(request.body, session, browserOf(request, reply), {
        shopOnly: true,
      });
      // The shop is first-party: it never asks for consent.
      if (redirect === undefined) throw appError('invalidAuthorizationRequest', 'consent');
      return success({ url: redirect });
    },
  );

  /** The consent screen's answer: allow (the code follows) or deny (`access_denied`). */
  app.post(
    paths.oauthConsent,
    { schema: { body: consentBodySchema, response: { 200: consentResponseSchema } } },
    async (request, reply) => {
      const session = await auth.authenticateRequest(request);
      noStore(reply);
      const { allow, ...params } = request.body;
      const { redirect } = await oidc.finish(params, session, browserOf(request, reply), { allow });
      if (redirect === undefined) throw appError('invalidAuthorizationRequest', 'consent');
      return success({ redirect });
    },
  );

  /** The clients that can sign the user in. */
  app.get(
    paths.apps,
    { schema: { response: { 200: appsResponseSchema } } },
    async (request, reply) => {
      const session = await auth.authenticateRequest(request);
      noStore(reply);
      return success({ apps: await oidc.apps(session.userId) });
    },
  );

  app.post(
    paths.appsRevoke,
    { schema: { body: appRevokeBodySchema, response: { 200: appRevokeResponseSchema } } },
    async (request) => {
      const session = await auth.authenticateRequest(request);
      await oidc.revokeApp(session.userId, request.body.grant_id);
      return success(null);
    },
  );
};

/** The contract's 50000 on a hijacked reply (or the end of one the provider had begun). */
function answerInternalError(reply: FastifyReply): void {
  const raw = reply.raw;
  if (raw.headersSent) {
    raw.destroy();
    return;
  }
  const { body, statusCode } = appError('internalError', 'internal error');
  raw.statusCode = statusCode;
  raw.setHeader('content-type', 'application/json; charset=utf-8');
  raw.setHeader('cache-control', 'no-store');
  raw.end(JSON.stringify(body));
}

/**
 * The provider's endpoints, in their own context: no body parser of ours (the provider reads the
 * request body itself), and the raw request and response handed to its Koa app.
 */
async function providerMount(
  app: FastifyInstance,
  { host, pageBrand }: { host: OidcHost; pageBrand: (request: FastifyRequest) => PageBrand },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // Headers set by our hooks so far (request id …) go along; the provider writes the rest.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    try {
      await host.handle(request.raw, reply.raw, { brand: pageBrand(request) });
    } catch (error) {
      // Hijacked: Fastify's error handler no longer answers, so a failure before or inside the
      // provider (e.g. a signing key KEY_ENCRYPTION_SECRET cannot open) is answered here, never
      // left hanging (decision 041).
      request.log.error({ err: error }, 'oidc provider failed');
      answerInternalError(reply);
    }
  };
  const methods = ['GET', 'POST', 'OPTIONS'] as const;
  // Not in our OpenAPI document: the provider's discovery document describes them.
  const schema = { hide: true };
  app.route({ method: [...methods], url: OIDC_PATHS.discovery, handler, schema });
  app.route({ method: [...methods], url: `${OIDC_PREFIX}/*`, handler, schema });
}
