import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/**
 * Shop login and every relying party (spec §1/§2/§7, docs/decisions/021-shop-login.md and
 * 031-oidc-provider.md). The OpenID Connect provider (`oidc-provider`, under the issuer) takes the
 * client's authorization request and sends the visitor to `/login` with the spec's url parameters
 * `client_id` and `redirect_url` plus the `interaction` to finish. The web app checks the client
 * with {oauthClient}, signs the visitor in and then finishes the interaction with {authCode} (or,
 * for the shop client, the signed {storeRedirect}); the provider then issues the authorization
 * code and returns the visitor to the client.
 */

/** A code is usable once, this many seconds (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const AUTHORIZATION_CODE_TTL_SECONDS = 300;

/** The scopes a client may be given; `openid` is implied. */
export const OAUTH_SCOPES = ['openid', 'email', 'phone'] as const;
export type OauthScope = (typeof OAUTH_SCOPES)[number];

export const clientIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{3,100}$/));

/** The provider's interaction id (its `uid`): the sign-in request the web app finishes. */
export const interactionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** What the web app keeps of an authorization request (its stored url parameters). */
export const authorizationParamsSchema = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Spec §2 calls it `redirect_url`; standard clients send `redirect_uri` (the web app maps it). */
  redirect_url: z.string().check(z.minLength(1), z.maxLength(2000)),
  interaction: interactionIdSchema,
});
export type AuthorizationParams = z.infer<typeof authorizationParamsSchema>;

/** The authorization request fields besides client and redirect URL (stored url parameters). */
export const AUTHORIZATION_FIELDS = ['interaction'] as const;

/** GET {oauthClient}?client_id=&redirect_url=: 40060 or 40061 when it may not be used. */
export const oauthClientQuerySchema = z.object({
  client_id: z.string().check(z.maxLength(200)),
  redirect_url: z.string().check(z.maxLength(2000)),
});
export const oauthClientResultSchema = z.object({
  client_id: z.string(),
  /** The client's display name, e.g. `Aurora Shop`. */
  name: z.string(),
  /** The web shop of spec §1: its return goes through {storeRedirect}. */
  shop: z.boolean(),
});
export type OauthClientResult = z.infer<typeof oauthClientResultSchema>;
export const oauthClientResponseSchema = envelopeSchema(oauthClientResultSchema);

/** What a third-party client asks for: the consent screen shows it. */
export const consentRequestSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  /** The scopes to grant besides `openid`: `email`, `phone`, `offline_access`. */
  scopes: z.array(z.string()),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/**
 * GET {authCode} (query) and POST {storeRedirect} (JSON body, signed v1): finish the interaction
 * for the signed-in user (`{Brand}-Auth`). Either the URL to send the visitor to (the provider
 * then returns them to the client with `code`, `state` and `iss`), or, for a third-party client
 * the user has not yet allowed, what the consent screen asks.
 */
export const authCodeQuerySchema = authorizationParamsSchema;
export const authorizationCodeResultSchema = z.object({
  redirect: z.optional(z.string()),
  consent: z.optional(consentRequestSchema),
});
export type AuthorizationCodeResult = z.infer<typeof authorizationCodeResultSchema>;
export const authorizationCodeResponseSchema = envelopeSchema(authorizationCodeResultSchema);

export const storeRedirectRequestSchema = authorizationParamsSchema;
export const storeRedirectResultSchema = z.object({
  /** The URL that signs the customer into the shop. */
  url: z.string(),
});
export type StoreRedirectResult = z.infer<typeof storeRedirectResultSchema>;
export const storeRedirectResponseSchema = envelopeSchema(storeRedirectResultSchema);

/** POST {oauthConsent}: the user allows (or denies: `access_denied` to the client) the request. */
export const consentBodySchema = z.object({
  ...authorizationParamsSchema.shape,
  allow: z.boolean(),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;
export const consentResultSchema = z.object({ redirect: z.string() });
export const consentResponseSchema = envelopeSchema(consentResultSchema);

/** GET {apps}: the clients that can sign the user in (their grants), newest first. */
export const appGrantSchema = z.object({
  grant_id: z.string(),
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** When the user first allowed it (ISO 8601). */
  granted_at: z.string(),
});
export type AppGrant = z.infer<typeof appGrantSchema>;
export const appsResultSchema = z.object({ apps: z.array(appGrantSchema) });
export const appsResponseSchema = envelopeSchema(appsResultSchema);

/** POST {appsRevoke}: the client can no longer sign the user in; its tokens stop working. */
export const appRevokeBodySchema = z.object({
  grant_id: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const appRevokeResponseSchema = envelopeSchema(z.null());
