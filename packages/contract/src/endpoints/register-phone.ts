import * as z from 'zod/mini';
import { languageTagSchema } from '#endpoints/common.ts';
import { newAccountFieldsShape } from '#endpoints/register.ts';
import { phoneFieldsShape, refinePhoneFields } from '#rules/phone.ts';

/**
 * POST {registerSms}: send a registration code by SMS. `areaCode` is the selected dial code
 * (`86`), `phone` the national number (`138 1234 5678`); together a valid mobile number.
 */
export const sendSmsCodeRequestSchema = z
  .object({ ...phoneFieldsShape, language: z.optional(languageTagSchema) })
  .check(z.superRefine(refinePhoneFields));
export type SendSmsCodeRequest = z.infer<typeof sendSmsCodeRequestSchema>;

/**
 * POST {registerSmsVerification}: verify the SMS code and create the account with the phone
 * number (and no e-mail address). Answers `registerResponseSchema`.
 */
export const phoneRegisterRequestSchema = z
  .object({ ...phoneFieldsShape, ...newAccountFieldsShape })
  .check(z.superRefine(refinePhoneFields));
export type PhoneRegisterRequest = z.infer<typeof phoneRegisterRequestSchema>;
