import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { emptyResultSchema, languageTagSchema } from '#endpoints/common.ts';
import { sendCodeResultSchema } from '#endpoints/send-code.ts';
import { countryCodeSchema } from '#rules/country.ts';
import { verificationCodeSchema } from '#rules/verification-code.ts';

/** A login name: e-mail, phone (international form) or product ID (see `parseAccountName`). */
export const accountNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));

/**
 * POST {token}: the token endpoint. Fields come as query parameters (spec §7) or as an
 * `application/x-www-form-urlencoded` body (RFC 6749); the client authenticates with Basic.
 * `country` is the country/region chosen on the login screen: signing in from a country other
 * than the account's asks for a double check (DESIGN §4).
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: accountNameSchema,
  /** Not checked against the password rule: that applies when a password is set. */
  password: z.string().check(z.minLength(1), z.maxLength(256)),
  country: z.optional(countryCodeSchema),
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

/** Sign-in by code: a `login` code sent by {oauthEmail} to the account (spec §2 second mode). */
export const CODE_GRANT_TYPE = 'verification_code';
export const codeGrantSchema = z.object({
  grant_type: z.literal(CODE_GRANT_TYPE),
  username: accountNameSchema,
  code: verificationCodeSchema,
  country: z.optional(countryCodeSchema),
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type CodeGrant = z.infer<typeof codeGrantSchema>;

/** The second step of a double check: the ticket of the first answer and a `double-check` code. */
export const DOUBLE_CHECK_GRANT_TYPE = 'double_check';
export const doubleCheckGrantSchema = z.object({
  grant_type: z.literal(DOUBLE_CHECK_GRANT_TYPE),
  double_check_token: z.string().check(z.minLength(1), z.maxLength(512)),
  code: verificationCodeSchema,
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type DoubleCheckGrant = z.infer<typeof doubleCheckGrantSchema>;

/**
 * Issue 24: the second factor of an account with the authenticator app. After the password, the
 * code or the double check the token call answers `second_factor_required` (status 200, like the
 * double check) with a single-use ticket; the client completes with `grant_type=second_factor`
 * and either the app's 6-digit `code` or one of the account's `recovery_code`s.
 */
export const SECOND_FACTOR_GRANT_TYPE = 'second_factor';
export const SECOND_FACTOR_ERROR = 'second_factor_required';
export const secondFactorGrantSchema = z.object({
  grant_type: z.literal(SECOND_FACTOR_GRANT_TYPE),
  second_factor_token: z.string().check(z.minLength(1), z.maxLength(512)),
  code: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  /** Ten characters of a-z and 2-7; spaces, dashes and case are ignored. */
  recovery_code: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type SecondFactorGrant = z.infer<typeof secondFactorGrantSchema>;

export const secondFactorAnswerSchema = z.object({
  error: z.literal(SECOND_FACTOR_ERROR),
  error_description: z.string(),
  second_factor_token: z.string(),
  expires_in: z.int().check(z.positive()),
});
export type SecondFactorAnswer = z.infer<typeof secondFactorAnswerSchema>;

/**
 * Issue 24: sign-in with a passkey. `credential` is the browser's answer to the options of
 * {passkeySignInOptions} (`AuthenticationResponseJSON` as JSON text). A full sign-in: no double
 * check and no second factor follow. Refused → 40070, nothing changes.
 */
export const PASSKEY_GRANT_TYPE = 'passkey';
export const passkeyGrantSchema = z.object({
  grant_type: z.literal(PASSKEY_GRANT_TYPE),
  credential: z.string().check(z.minLength(2), z.maxLength(16384)),
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type PasskeyGrant = z.infer<typeof passkeyGrantSchema>;

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

/** Decision 050: the ticket of another provider's callback, whose outcome is `sign-in`. */
export const CONNECTOR_GRANT_TYPE = 'connector';
export const connectorGrantSchema = z.object({
  grant_type: z.literal(CONNECTOR_GRANT_TYPE),
  connector_ticket: z.string().check(z.minLength(16), z.maxLength(128)),
  scope: z.optional(z.string().check(z.maxLength(256))),
});
export type ConnectorGrant = z.infer<typeof connectorGrantSchema>;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  codeGrantSchema,
  doubleCheckGrantSchema,
  refreshGrantSchema,
  secondFactorGrantSchema,
  passkeyGrantSchema,
  connectorGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export const GRANT_TYPES = [
  'password',
  CODE_GRANT_TYPE,
  DOUBLE_CHECK_GRANT_TYPE,
  'refresh_token',
  SECOND_FACTOR_GRANT_TYPE,
  PASSKEY_GRANT_TYPE,
  CONNECTOR_GRANT_TYPE,
] as const;

/** A signed-in answer: flat, as OAuth 2 requires (spec §3: access_token, refresh_token). */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds the access token lives (2 h). */
  expires_in: z.int().check(z.positive()),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const DOUBLE_CHECK_ERROR = 'special_user_double_check';

/**
 * The answer when the server asks for a second step (spec §4, DESIGN §4): status 200 with
 * `error=special_user_double_check`, which the client treats as success. The client asks
 * {oauthEmail} for a `double-check` code with the ticket, then calls the token endpoint with
 * `grant_type=double_check`.
 */
export const doubleCheckAnswerSchema = z.object({
  error: z.literal(DOUBLE_CHECK_ERROR),
  error_description: z.string(),
  /** Single-use ticket naming the account and the first step; lives `expires_in` seconds. */
  double_check_token: z.string(),
  expires_in: z.int().check(z.positive()),
  /** Where the code goes, masked: `a•••@example.com`, or `+86 1•••••78` for an SMS. */
  destination: z.string(),
});
export type DoubleCheckAnswer = z.infer<typeof doubleCheckAnswerSchema>;

export const tokenResponseSchema = z.union([
  tokenPairSchema,
  doubleCheckAnswerSchema,
  secondFactorAnswerSchema,
]);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export function isDoubleCheckAnswer(answer: TokenResponse): answer is DoubleCheckAnswer {
  return 'error' in answer && answer.error === DOUBLE_CHECK_ERROR;
}

/**
 * POST {oauthEmail}: sends a code to the account's e-mail (or phone): `login` for sign-in by code
 * (unknown account → 30401, or 30400 for a phone number), `double-check` for the second step.
 */
export const authCodeRequestSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('login'),
    account: accountNameSchema,
    language: z.optional(languageTagSchema),
  }),
  z.object({
    purpose: z.literal('double-check'),
    double_check_token: z.string().check(z.minLength(1), z.maxLength(512)),
    language: z.optional(languageTagSchema),
  }),
]);
export type AuthCodeRequest = z.infer<typeof authCodeRequestSchema>;

export const authCodeResultSchema = z.extend(sendCodeResultSchema, {
  /** Where the code went, masked: `a•••@example.com` or `+86 1•••••78`. */
  destination: z.string(),
});
export type AuthCodeResult = z.infer<typeof authCodeResultSchema>;
export const authCodeResponseSchema = envelopeSchema(authCodeResultSchema);

/** GET {logout}: revokes the session of the access token in `{Brand}-Auth` at once. */
export const logoutResponseSchema = envelopeSchema(emptyResultSchema);

/**
 * GET {logout}'s `data`: null, or, when apps that held a session in what ended registered a
 * front-channel logout URL (decision 062), the signed-out page the browser opens to tell them
 * (it goes on to the sign-in screen by itself).
 */
export const signOutResultSchema = z.nullable(z.object({ signedOutUrl: z.string() }));
export type SignOutResult = z.infer<typeof signOutResultSchema>;
export const signOutResponseSchema = envelopeSchema(signOutResultSchema);

export function isSecondFactorAnswer(answer: TokenResponse): answer is SecondFactorAnswer {
  return 'error' in answer && answer.error === SECOND_FACTOR_ERROR;
}
