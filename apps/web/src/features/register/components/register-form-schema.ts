import {
  birthDateMessages,
  birthDateSchema,
  countryCodeSchema,
  emailRegisterRequestSchema,
  emailSchema,
  passwordMessages,
  passwordSchema,
  verificationCodeSchema,
  type BirthDate,
} from '@account-centre/contract';
import { z } from 'zod';

/** Shown when a code is entered before one was requested (spec §5). */
export const CODE_NOT_REQUESTED = 'codeNotRequested';

const birthPart = z.string().min(1, { message: birthDateMessages.invalid });
const passwordPair = z.object({ password: z.string(), confirmPassword: z.string() });
const birthParts = z.object({ year: birthPart, month: birthPart, day: birthPart });

export function toBirthDate(parts: { year: string; month: string; day: string }): BirthDate {
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The e-mail registration form, built from the contract's rules. */
export function registerFormSchema(codeRequested: boolean) {
  return z
    .object({
      email: emailSchema,
      code: codeRequested
        ? verificationCodeSchema
        : z.string().refine(() => false, { message: CODE_NOT_REQUESTED }),
      password: passwordSchema,
      confirmPassword: z.string(),
      country: countryCodeSchema,
      year: birthPart,
      month: birthPart,
      day: birthPart,
      agreementAccepted: z.boolean().pipe(emailRegisterRequestSchema.shape.agreementAccepted),
    })
    .refine((value) => value.password === value.confirmPassword, {
      message: passwordMessages.mismatch,
      path: ['confirmPassword'],
      when: (payload) => passwordPair.safeParse(payload.value).success,
    })
    .refine((value) => birthDateSchema.safeParse(toBirthDate(value)).success, {
      message: birthDateMessages.invalid,
      path: ['day'],
      when: (payload) => birthParts.safeParse(payload.value).success,
    });
}

export type RegisterFormValues = z.input<ReturnType<typeof registerFormSchema>>;
export type RegisterFormOutput = z.output<ReturnType<typeof registerFormSchema>>;
