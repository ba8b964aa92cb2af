import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { emptyResultSchema } from '#endpoints/common.ts';
import { CONSOLE_API_PREFIX } from '#endpoints/console.ts';
import { stepUpProofSchema } from '#endpoints/step-up.ts';

/**
 * Issue 34, decision 048: deleting the account and downloading its data. Both need, in the same
 * call, a fresh proof of a factor the account has (decision 038: its password, or a code of its
 * authenticator app when that is on; decision 057: or one of its passkeys); no proof → 40072,
 * wrong password → 30916, wrong code → 40018, a passkey that does not prove → 40070, all counted
 * towards the account lock (then 40010).
 */

/**
 * POST {accountDeletion} (signed in): the proof and `confirmation`, typed by the user: the
 * account's e-mail address, phone number or product ID (else 30922). The account is deactivated
 * at once: every session, relying-party grant and token, passkey challenge and pending code ends,
 * and sign-in answers as for an unknown account. A notice with a one-time cancel link goes to its
 * e-mail address (else by SMS to its phone); the retention worker erases it after
 * ACCOUNT_DELETION_GRACE_DAYS. Answers when.
 */
export const accountDeletionRequestSchema = z.object({
  ...stepUpProofSchema.shape,
  confirmation: z.string().check(z.minLength(1), z.maxLength(254)),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;
export const accountDeletionResultSchema = z.object({
  /** ISO 8601: when the account is erased unless the deletion is cancelled. */
  eraseAfter: z.string(),
});
export type AccountDeletionResult = z.infer<typeof accountDeletionResultSchema>;
export const accountDeletionResponseSchema = envelopeSchema(accountDeletionResultSchema);

/**
 * POST {cancelAccountDeletion} (public, tenant-scoped): the token of the cancel link
 * (`OIDC_ISSUER/cancelDeletion?token=…`, once, within the grace period). Reactivates the account;
 * the user signs in again. Unknown, expired, used or another tenant's → 30921.
 */
export const cancelAccountDeletionRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type CancelAccountDeletionRequest = z.infer<typeof cancelAccountDeletionRequestSchema>;
export const cancelAccountDeletionResponseSchema = envelopeSchema(emptyResultSchema);

/**
 * POST {dataExport} (signed in): the proof and `format`. `json`: everything held about the
 * account as one JSON document; `html`: the same as a readable page in `language` (else the
 * account's). DATA_EXPORT_MAX_PER_DAY per account, then 42900. Never key material, password
 * hashes or the authenticator's secret.
 */
export const dataExportRequestSchema = z.object({
  ...stepUpProofSchema.shape,
  format: z.enum(['json', 'html']),
  language: z.optional(z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/))),
});
export type DataExportRequest = z.infer<typeof dataExportRequestSchema>;

/** The JSON export (`format: json`), answered as a download (`Content-Disposition`). */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    tenantId: z.string(),
    productId: z.string(),
    country: z.string(),
    birthDate: z.string(),
    language: z.string(),
    createdAt: z.string(),
    agreementAcceptedAt: z.string(),
  }),
  identifiers: z.object({ email: z.nullable(z.string()), phone: z.nullable(z.string()) }),
  agreements: z.array(z.object({ kind: z.string(), version: z.number(), acceptedAt: z.string() })),
  devices: z.array(
    z.object({
      sessionId: z.string(),
      userAgent: z.nullable(z.string()),
      ip: z.nullable(z.string()),
      createdAt: z.string(),
      lastSeenAt: z.nullable(z.string()),
      endedAt: z.nullable(z.string()),
    }),
  ),
  knownDevices: z.array(z.object({ firstSeenAt: z.string(), lastSeenAt: z.string() })),
  activity: z.array(
    z.object({
      type: z.string(),
      at: z.string(),
      ip: z.nullable(z.string()),
      userAgent: z.nullable(z.string()),
    }),
  ),
  passkeys: z.array(
    z.object({
      name: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.nullable(z.string()),
      backedUp: z.boolean(),
    }),
  ),
  authenticator: z.object({
    enabled: z.boolean(),
    enabledAt: z.nullable(z.string()),
    recoveryCodesLeft: z.number(),
  }),
  relyingParties: z.array(
    z.object({
      clientId: z.string(),
      name: z.nullable(z.string()),
      scopes: z.array(z.string()),
      grantedAt: z.string(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * The console's pending deletions (decision 048): GET the list (support and admin), POST
 * `…/{userId}/cancel` at the user's request (support and admin, audited), POST `…/{userId}/erase`
 * before the grace period ends (admin only: support gets 40322; audited). Unknown or no pending
 * deletion → 40410.
 */
export const consoleDeletionPaths = {
  list: `${CONSOLE_API_PREFIX}/deletions`,
  cancel: `${CONSOLE_API_PREFIX}/deletions/:userId/cancel`,
  erase: `${CONSOLE_API_PREFIX}/deletions/:userId/erase`,
} as const;
export const consoleDeletionParamsSchema = z.object({ userId: z.string().check(z.uuid()) });
export const consolePendingDeletionSchema = z.object({
  userId: z.string(),
  tenantId: z.string(),
  productId: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  requestedAt: z.string(),
  eraseAfter: z.string(),
});
export type ConsolePendingDeletion = z.infer<typeof consolePendingDeletionSchema>;
export const consoleDeletionsResponseSchema = envelopeSchema(
  z.object({ deletions: z.array(consolePendingDeletionSchema) }),
);
export const consoleDeletionDoneResponseSchema = envelopeSchema(emptyResultSchema);
