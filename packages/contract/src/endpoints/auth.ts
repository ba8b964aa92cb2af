import { z } from 'zod';
import { envelopeSchema } from '#envelope.ts';
import { emptyResultSchema } from '#endpoints/common.ts';

/**
 * POST {token}: the token endpoint. Fields come as query parameters (spec §7) or as an
 * `application/x-www-form-urlencoded` body (RFC 6749); the client authenticates with Basic.
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  /** E-mail, phone or product ID. */
  username: z.string().trim().min(1).max(254),
  /** Not checked against the password rule: that applies when a password is set. */
  password: z.string().min(1).max(256),
  scope: z.string().max(256).optional(),
});
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(512),
  scope: z.string().max(256).optional(),
});
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The token answer: flat, as OAuth 2 requires (spec §3: access_token, refresh_token, error). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds the access token lives (2 h). */
  expires_in: z.number().int().positive(),
  /** `special_user_double_check` when a second step is required (spec §4). */
  error: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const DOUBLE_CHECK_ERROR = 'special_user_double_check';

/** GET {logout}: revokes the session of the access token in `{Brand}-Auth` at once. */
export const logoutResponseSchema = envelopeSchema(emptyResultSchema);
