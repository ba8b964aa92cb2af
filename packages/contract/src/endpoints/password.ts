import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { accountNameSchema } from '#endpoints/auth.ts';
import { emptyResultSchema, languageTagSchema } from '#endpoints/common.ts';
import { sendCodeResultSchema } from '#endpoints/send-code.ts';
import { passwordSchema } from '#rules/password.ts';
import { verificationCodeSchema } from '#rules/verification-code.ts';

/**
 * POST {resetPasswordCode}: sends a `reset` code to the account's e-mail (or phone). Unknown
 * account → 30401, unknown phone number → 30400.
 */
export const resetCodeRequestSchema = z.object({
  account: accountNameSchema,
  language: z.optional(languageTagSchema),
});
export type ResetCodeRequest = z.infer<typeof resetCodeRequestSchema>;
export const resetCodeResultSchema = z.extend(sendCodeResultSchema, {
  /** Where the code went, masked. */
  destination: z.string(),
});
export type ResetCodeResult = z.infer<typeof resetCodeResultSchema>;
export const resetCodeResponseSchema = envelopeSchema(resetCodeResultSchema);

/**
 * POST {resetPassword}: sets a new password with a `reset` code. The new password must follow
 * the rule (else 30916 `password rule`) and differ from the last three (else 10000). Ends every
 * session of the account and lifts a lock.
 */
export const resetPasswordRequestSchema = z.object({
  account: accountNameSchema,
  code: verificationCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = envelopeSchema(emptyResultSchema);

/**
 * POST {changePassword} (signed in): wrong current password → 30916 `original password is wrong`
 * (counts towards the account lock); new equal to current → 30918; new equal to one of the last
 * three → 10000; new breaking the rule → 30916 `password rule`. Ends the account's other sessions.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(256)),
  password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = envelopeSchema(emptyResultSchema);
