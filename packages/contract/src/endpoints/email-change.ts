import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { emptyResultSchema, languageTagSchema } from '#endpoints/common.ts';
import { emailSchema } from '#rules/email.ts';
import { verificationCodeSchema } from '#rules/verification-code.ts';

/**
 * POST {changeEmailCode} (signed in): sends a `change-email` code to the new address. Same as the
 * current one → 30913; used by another account → 30911; format or length → 10007.
 */
export const changeEmailCodeRequestSchema = z.object({
  email: emailSchema,
  language: z.optional(languageTagSchema),
});
export type ChangeEmailCodeRequest = z.infer<typeof changeEmailCodeRequestSchema>;

/**
 * POST {changeEmail} (signed in): the new address, its code and the current password
 * (re-authentication, ASVS 7.5.1; sent encrypted like every password). The same checks as above;
 * a wrong current password → 30916 `original password is wrong` (it counts towards the account
 * lock), a missing or impossible one → 10009. On success a notice goes to the old address.
 */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  currentPassword: z.string().check(z.minLength(1), z.maxLength(256)),
  language: z.optional(languageTagSchema),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export const changeEmailResponseSchema = envelopeSchema(emptyResultSchema);

/**
 * POST {undoEmailChange} (public, tenant-scoped): the token of the undo link in the notice to the
 * old address (`OIDC_ISSUER/undoEmailChange?token=…`, valid EMAIL_CHANGE_UNDO_TTL_SECONDS, once).
 * Restores the old address and ends every session of the account. Unknown, expired, used or
 * another tenant's token → 30914; the old address taken meanwhile by another account → 30911.
 */
export const undoEmailChangeRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;
export const undoEmailChangeResponseSchema = envelopeSchema(emptyResultSchema);
