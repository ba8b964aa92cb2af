import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/**
 * Shop login (spec §1/§2/§7, docs/decisions/021-shop-login.md): OAuth 2 authorization code with
 * PKCE (S256 only) and OpenID Connect, for registered clients. The visitor arrives at `/login` with
 * the client's authorization request; the web app keeps it among its url parameters, checks it
 * with {oauthClient}, signs the visitor in and then asks {authCode} (or, for the shop client,
 * {storeRedirect}) for the URL to send the visitor back to.
 */

/** A code is usable once, this many seconds (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const AUTHORIZATION_CODE_TTL_SECONDS = 300;

/** The scopes a client may be given; `openid` is implied. */
export const OAUTH_SCOPES = ['openid', 'email', 'phone'] as const;
export type OauthScope = (typeof OAUTH_SCOPES)[number];

/** RFC 7636 §4.1/§4.2: 43-128 characters of `A-Z a-z 0-9 - . _ ~`. */
export const PKCE_VALUE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

export const clientIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{3,100}$/));

/** What the web app keeps of an authorization request (its stored url parameters). */
export const authorizationParamsSchema = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Spec §2 calls it `redirect_url`; standard clients send `redirect_uri` (the web app maps it). */
  redirect_url: z.string().check(z.minLength(1), z.maxLength(2000)),
  response_type: z.optional(z.string().check(z.maxLength(100))),
  scope: z.optional(z.string().check(z.maxLength(500))),
  state: z.optional(z.string().check(z.maxLength(1000))),
  nonce: z.optional(z.string().check(z.maxLength(500))),
  code_challenge: z.optional(z.string().check(z.maxLength(200))),
  code_challenge_method: z.optional(z.string().check(z.maxLength(20))),
});
export type AuthorizationParams = z.infer<typeof authorizationParamsSchema>;

/** The authorization request fields besides client and redirect URL, in their order of use. */
export const AUTHORIZATION_FIELDS = [
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

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

/**
 * GET {authCode} (query) and POST {storeRedirect} (JSON body, signed v1): a code for the signed-in
 * user (`{Brand}-Auth`) and the URL that returns the visitor to the client with it:
 * `redirect_url?code=…&state=…&iss=…`.
 */
export const authCodeQuerySchema = authorizationParamsSchema;
export const authorizationCodeResultSchema = z.object({
  code: z.string(),
  state: z.optional(z.string()),
  /** Where to send the visitor: the registered redirect URL with `code`, `state` and `iss`. */
  redirect: z.string(),
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

/** Token call, `grant_type=authorization_code` (RFC 6749 §4.1.3 with RFC 7636 `code_verifier`). */
export const AUTHORIZATION_CODE_GRANT_TYPE = 'authorization_code';
export const authorizationCodeGrantSchema = z.object({
  grant_type: z.literal(AUTHORIZATION_CODE_GRANT_TYPE),
  code: z.string().check(z.minLength(1), z.maxLength(200)),
  redirect_uri: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
  /** Spec §2 spelling, accepted like `redirect_uri`. */
  redirect_url: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
  code_verifier: z.optional(z.string().check(z.maxLength(200))),
  client_id: z.optional(z.string().check(z.maxLength(200))),
});
export type AuthorizationCodeGrant = z.infer<typeof authorizationCodeGrantSchema>;

/** The answer of the `authorization_code` grant: the token pair plus the OpenID Connect id_token. */
export const oidcTokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int().check(z.positive()),
  id_token: z.string(),
  scope: z.string(),
});
export type OidcTokenResponse = z.infer<typeof oidcTokenResponseSchema>;
