import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { birthDateSchema } from '#rules/birth-date.ts';
import { emailSchema } from '#rules/email.ts';
import { passwordSchema } from '#rules/password.ts';
import { verificationCodeSchema } from '#rules/verification-code.ts';
import { languageTagSchema } from '#endpoints/common.ts';
import { countryCodeSchema } from '#rules/country.ts';

/** POST {registerEmailCode}: send a registration code to an e-mail address. */
export const sendEmailCodeRequestSchema = z.object({
  email: emailSchema,
  language: z.optional(languageTagSchema),
});
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeRequestSchema>;

/** What every registration sends besides its e-mail address or phone number. */
export const newAccountFieldsShape = {
  code: verificationCodeSchema,
  password: passwordSchema,
  country: countryCodeSchema,
  birthDate: birthDateSchema,
  /** The user agreement and privacy policy must be accepted (spec §5). */
  agreementAccepted: z.literal(true, { message: 'agreementRequired' }),
  language: z.optional(languageTagSchema),
};

/** POST {registerEmailVerification}: verify the e-mail code and create the account. */
export const emailRegisterRequestSchema = z.object({
  email: emailSchema,
  ...newAccountFieldsShape,
});
export type EmailRegisterRequest = z.infer<typeof emailRegisterRequestSchema>;

export const registerResultSchema = z.object({ productId: z.string() });
export type RegisterResult = z.infer<typeof registerResultSchema>;
export const registerResponseSchema = envelopeSchema(registerResultSchema);
