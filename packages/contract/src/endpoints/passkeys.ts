import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/**
 * Passkeys (WebAuthn, issue 24 item 1, docs/decisions/034-passkeys.md). The account's calls need
 * the `{Brand}-Auth` token of a first-party session; adding one needs a recent sign-in (40071).
 * Signing in takes options from {passkeySignInOptions} (no account named: discoverable
 * credentials) and ends with the token call's `grant_type=passkey`.
 */

/** base64url text (WebAuthn's JSON encoding of binary fields). */
const base64url = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * Options for `navigator.credentials.create` / `.get` in WebAuthn's JSON form
 * (`PublicKeyCredentialCreationOptionsJSON` / `…RequestOptionsJSON`), passed as they are to the
 * browser library. Only the single-use challenge is named here.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;
export const passkeyOptionsResponseSchema = envelopeSchema(passkeyOptionsSchema);

/** The browser's answer to `create()` (`RegistrationResponseJSON`). */
export const passkeyRegistrationCredentialSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.optional(z.looseObject({})),
});
export type PasskeyRegistrationCredential = z.infer<typeof passkeyRegistrationCredentialSchema>;

/** The browser's answer to `get()` (`AuthenticationResponseJSON`). */
export const passkeyAuthenticationCredentialSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: z.optional(base64url(256)),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.optional(z.looseObject({})),
});
export type PasskeyAuthenticationCredential = z.infer<typeof passkeyAuthenticationCredentialSchema>;

/** A passkey's name: 1-64 characters after trimming. */
export const PASSKEY_NAME_MAX = 64;
export const passkeyNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PASSKEY_NAME_MAX));

/** POST {passkeyRegister}: the browser's answer to the options and a name for the passkey. */
export const passkeyRegisterRequestSchema = z.object({
  credential: passkeyRegistrationCredentialSchema,
  name: passkeyNameSchema,
});
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequestSchema>;

/** One of the account's passkeys (never its key or credential id). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, null until it signs in. */
  lastUsedAt: z.nullable(z.string()),
  /** Synced by its provider to other devices (WebAuthn's backup state). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyResponseSchema = envelopeSchema(z.object({ passkey: passkeySchema }));

/** GET {passkeys}: the account's passkeys, oldest first. */
export const passkeysResponseSchema = envelopeSchema(
  z.object({ passkeys: z.array(passkeySchema) }),
);

/** POST {passkeyRename}: unknown or another account's passkey → 40401. */
export const passkeyRenameRequestSchema = z.object({ id: z.uuid(), name: passkeyNameSchema });
export type PasskeyRenameRequest = z.infer<typeof passkeyRenameRequestSchema>;

/** POST {passkeyRemove}: the passkey stops signing in at once; unknown → 40401. */
export const passkeyRemoveRequestSchema = z.object({ id: z.uuid() });
export type PasskeyRemoveRequest = z.infer<typeof passkeyRemoveRequestSchema>;
