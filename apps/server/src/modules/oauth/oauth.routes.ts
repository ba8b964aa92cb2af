import {
  authCodeQuerySchema,
  authorizationCodeResponseSchema,
  OAUTH_SCOPES,
  oauthClientQuerySchema,
  oauthClientResponseSchema,
  storeRedirectRequestSchema,
  storeRedirectResponseSchema,
  type ApiPaths,
  type OidcPaths,
} from '@account-centre/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#lib/app-error.ts';
import { success } from '#lib/envelope.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';
import type { OauthService } from '#modules/oauth/oauth.service.ts';
import { ID_TOKEN_ALGORITHM, type SigningKeys } from '#modules/oauth/signing-keys.service.ts';

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

/**
 * Shop login (docs/decisions/021-shop-login.md): the web app's calls (client check, authCode, the
 * signed store redirect) and the OpenID Connect endpoints relying parties call (discovery, JWKS,
 * userinfo). The token endpoint's `authorization_code` grant is in auth.routes.ts.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  oidc: OidcPaths;
  auth: AuthService;
  oauth: OauthService;
  keys: SigningKeys;
}> = async (app, { paths, oidc, auth, oauth, keys }) => {
  /** Is this client and redirect URL registered? The web app asks on arrival, before sign-in. */
  app.get(
    paths.oauthClient,
    {
      schema: { querystring: oauthClientQuerySchema, response: { 200: oauthClientResponseSchema } },
    },
    async (request) =>
      success(await oauth.describeClient(request.query.client_id, request.query.redirect_url)),
  );

  /** A code for the signed-in user (`{Brand}-Auth`) and the URL that returns the visitor with it. */
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
      return success(await oauth.authorize(request.query, session));
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
      const { redirect } = await oauth.authorize(request.body, session, { shopOnly: true });
      return success({ url: redirect });
    },
  );

  /** OpenID Connect Discovery 1.0 §3. */
  app.get(oidc.discovery, async (_request, reply) => {
    const issuer = oauth.issuer;
    reply.header('cache-control', 'public, max-age=300');
    return {
      issuer,
      // The web app's sign-in screen takes the authorization request (spec §2 url parameters).
      authorization_endpoint: `${issuer}/login`,
      token_endpoint: `${issuer}${paths.token}`,
      userinfo_endpoint: `${issuer}${oidc.userinfo}`,
      jwks_uri: `${issuer}${oidc.jwks}`,
      scopes_supported: [...OAUTH_SCOPES],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [ID_TOKEN_ALGORITHM],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'email',
        'email_verified',
        'phone_number',
        'phone_number_verified',
      ],
      authorization_response_iss_parameter_supported: true,
    };
  });

  app.get(oidc.jwks, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('application/jwk-set+json');
    return keys.jwks();
  });

  /** OpenID Connect Core §5.3, with the access token of the `authorization_code` grant. */
  const userinfo = async (
    request: { headers: { authorization?: string | undefined } },
    reply: FastifyReply,
  ) => {
    noStore(reply);
    try {
      return await oauth.userinfo(request.headers.authorization);
    } catch (error) {
      if (error instanceof AppError) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
      }
      throw error;
    }
  };
  app.get(oidc.userinfo, userinfo);
  app.post(oidc.userinfo, userinfo);
};
