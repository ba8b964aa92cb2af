import * as z from 'zod/mini';

/**
 * Step-up proof (decision 038): adding a passkey (`passkeyRegisterOptions`), turning the
 * authenticator app off (`totpDisable`) and signing the other devices out (`endOtherSessions`) need,
 * in that same call, a fresh proof of a factor the account has: its current password (sent encrypted
 * like every password), or a code of its authenticator app when that is on. A recent sign-in alone
 * is not enough (a stolen fresh session could plant a passkey). No proof → 40072; a wrong password
 * → 30916, a wrong code → 40018, both counted towards the account lock (then 40010 for every proof).
 */
export const stepUpProofSchema = z.object({
  currentPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  totpCode: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  /**
   * Account deletion and data export only (decision 057): one of the account's passkeys, as the
   * JSON text of `navigator.credentials.get()`'s answer to the options of `passkeySignInOptions`
   * (a fresh single-use challenge, user verification required). Another account's passkey, a used
   * or expired challenge or a bad signature → 40070, counted towards the account lock.
   */
  passkey: z.optional(z.string().check(z.minLength(2), z.maxLength(16384))),
});
export type StepUpProof = z.infer<typeof stepUpProofSchema>;

/** POST {passkeyRegisterOptions}: the proof; answers the options of `create()`. */
export const passkeyRegisterOptionsRequestSchema = stepUpProofSchema;
/** POST {totpDisable}: the proof. */
export const totpDisableRequestSchema = stepUpProofSchema;
/** POST {endOtherSessions}: the proof. */
export const endOtherSessionsRequestSchema = stepUpProofSchema;
