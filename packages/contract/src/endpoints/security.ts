import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/**
 * Signed-in devices and account activity (issue 24). Every call needs the `{Brand}-Auth` token of
 * a first-party session.
 */

/** What the server read from a User-Agent header (null parts: not recognised). */
export const deviceNameSchema = z.object({
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  /** `mobile`, `tablet`, … when the browser says so; null for a desktop. */
  type: z.nullable(z.string()),
});
export type DeviceName = z.infer<typeof deviceNameSchema>;

/** The security events an account's log holds. */
export const ACTIVITY_EVENT_TYPES = [
  'sign-in',
  'sign-in-failed',
  'account-locked',
  'password-changed',
  'password-reset',
  'email-changed',
  'session-ended',
  'other-sessions-ended',
  'passkey-added',
  'passkey-removed',
  'totp-enabled',
  'totp-disabled',
  'recovery-code-used',
  /** Decision 038: a wrong password or code given to confirm a passkey, TOTP-off or sign-out. */
  'step-up-failed',
  /** Decision 050: another provider's identity linked to or unlinked from the account. */
  'connector-linked',
  'connector-unlinked',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/** GET {activity}: the account's security events, newest first (at most 50). */
export const activityEventSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_EVENT_TYPES),
  /** ISO 8601. */
  at: z.string(),
  ip: z.nullable(z.string()),
  device: z.nullable(deviceNameSchema),
  /** Decision 050: the connector (its slug) of a connector sign-in, link or unlink. */
  connector: z.optional(z.nullable(z.string())),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityResponseSchema = envelopeSchema(
  z.object({ events: z.array(activityEventSchema) }),
);

/** GET {sessions}: the account's signed-in devices; `current` is the caller's own session. */
export const signedInSessionSchema = z.object({
  id: z.string(),
  device: z.nullable(deviceNameSchema),
  ip: z.nullable(z.string()),
  /** ISO 8601: when the user signed in there. */
  signedInAt: z.string(),
  /** ISO 8601: the last refresh (or the sign-in). */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const sessionsResponseSchema = envelopeSchema(
  z.object({ sessions: z.array(signedInSessionSchema) }),
);

/** POST {endSession}: signs one device out (its tokens stop working at once); unknown → 40401. */
export const endSessionRequestSchema = z.object({ sessionId: z.uuid() });
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;

/** POST {endOtherSessions}: signs every other device out; tells how many sessions ended. */
export const endSessionsResultSchema = z.object({ ended: z.int().check(z.nonnegative()) });
export const endSessionsResponseSchema = envelopeSchema(endSessionsResultSchema);

/** GET {totp}: whether the authenticator app is on, and how many recovery codes are left. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.int().check(z.nonnegative()),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;
export const totpStatusResponseSchema = envelopeSchema(totpStatusSchema);

/**
 * POST {totpSetup} (recent sign-in, else 40071; already on → 40901): a new secret, not yet on.
 * `secret` is its base32 text for manual entry, `uri` the `otpauth://` URI the QR code holds.
 */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpSetupResponseSchema = envelopeSchema(totpSetupSchema);

/** POST {totpConfirm}: the app's first code turns it on; the ten recovery codes, shown once. */
export const totpConfirmRequestSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;
export const totpConfirmResponseSchema = envelopeSchema(
  z.object({ recoveryCodes: z.array(z.string()) }),
);
